import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { BOTTOM_NAV_HEIGHT_PX } from '@/contract/constants';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { playerPresence } from '@/features/player/player-presence';
import { useOnline } from '@/lib/use-online';
import { BottomNav } from '@/ui/bottom-nav';
import { AppErrorBoundary } from '../app-error-boundary';
import { RouteFallback } from '../route-fallback';
import { useNoticeNavigation } from '../use-notice-navigation';

// The mini-player's code loads only once a story is in the player (the first load stays small).
const GlobalMiniPlayer = lazy(() =>
  import('@/features/player/components/global-mini-player').then((module) => ({
    default: module.GlobalMiniPlayer,
  })),
);

/** The mini-player's height with its gap (global-mini-player.tsx: 56 px button, 8 px padding, borders). */
const MINI_PLAYER_SPACE_PX = 84;

function PageFrame({ showNav }: { showNav: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // null while the start-up has not said who is here (the story kept on the device waits for it).
  const userId = useSessionStore((state) => state.user?.id ?? (state.status === 'loading' ? null : ''));
  const playerPresent = useSyncExternalStore(playerPresence.subscribe, playerPresence.isPresent);
  const online = useOnline();
  const miniPlayer = showNav && playerPresent;
  useNoticeNavigation();
  // A story in the player: the parent's listening notices follow it (their code loads only then).
  useEffect(() => {
    if (playerPresent) import('../listening-notices').catch(() => undefined);
  }, [playerPresent]);
  const navSpace = showNav ? `${BOTTOM_NAV_HEIGHT_PX}px + ` : '';
  const miniSpace = miniPlayer ? `${MINI_PLAYER_SPACE_PX}px + ` : '';
  const bottomSpace = `calc(${navSpace}${miniSpace}env(safe-area-inset-bottom, 0px) + 1.5rem)`;
  // Toasts sit at the bottom, above the navigation and the mini-player (never over a page's title).
  const toastSpace = `calc(${navSpace}${miniSpace}env(safe-area-inset-bottom, 0px) + 0.75rem)`;
  useEffect(() => {
    document.documentElement.style.setProperty('--toast-offset-bottom', toastSpace);
  }, [toastSpace]);

  // A new page starts at the top, as a full page load would. Braces matter: recent Chromium returns a
  // promise from scrollTo, and an effect that returns anything but a function crashes on unmount.
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [pathname]);

  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-full bg-accent px-5 py-3 font-semibold text-on-accent focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('a11y.skipToContent')}
      </a>
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto w-full max-w-3xl pt-[max(0.5rem,env(safe-area-inset-top))] pr-[max(1rem,env(safe-area-inset-right))] pl-[max(1rem,env(safe-area-inset-left))] focus:outline-none"
        style={{ paddingBottom: bottomSpace }}
      >
        {/* The full-screen player keeps its space for the child; it says itself when a chapter cannot load. */}
        {/* Part of the layout, never a chunk of its own: offline, before the service worker holds
            the app, a chunk to fetch would fail just when the banner is needed. */}
        {!online && showNav && (
          <p
            role="status"
            className="mb-2 rounded-full bg-raised px-4 py-2 text-center text-sm font-semibold"
          >
            {t('generic.offline')}
          </p>
        )}
        {/* Keyed by path so that leaving a crashed page clears the error. */}
        <AppErrorBoundary key={pathname}>
          <Suspense fallback={<RouteFallback />}>
            <Outlet />
          </Suspense>
        </AppErrorBoundary>
      </main>
      {miniPlayer && userId !== null && (
        <div
          className="fixed inset-x-0 z-30 mx-auto w-full max-w-3xl px-[max(0.75rem,env(safe-area-inset-left))]"
          style={{ bottom: `calc(${BOTTOM_NAV_HEIGHT_PX}px + env(safe-area-inset-bottom, 0px) + 0.5rem)` }}
        >
          <Suspense fallback={null}>
            <GlobalMiniPlayer userId={userId} />
          </Suspense>
        </div>
      )}
      {showNav && <BottomNav />}
    </>
  );
}

/** Pages with the bottom navigation. */
export function AppLayout() {
  return <PageFrame showNav />;
}

/** Full-screen pages (player, sign-in, parent gate, onboarding, generating): no bottom navigation. */
export function FullScreenLayout() {
  return <PageFrame showNav={false} />;
}
