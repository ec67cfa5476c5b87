import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { BOTTOM_NAV_HEIGHT_PX } from '@/contract/constants';
import { BottomNav } from '@/ui/bottom-nav';
import { AppErrorBoundary } from '../app-error-boundary';
import { RouteFallback } from '../route-fallback';

function PageFrame({ showNav }: { showNav: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const bottomSpace = showNav
    ? `calc(${BOTTOM_NAV_HEIGHT_PX}px + env(safe-area-inset-bottom, 0px) + 1.5rem)`
    : 'calc(env(safe-area-inset-bottom, 0px) + 1.5rem)';

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
        {/* Keyed by path so that leaving a crashed page clears the error. */}
        <AppErrorBoundary key={pathname}>
          <Suspense fallback={<RouteFallback />}>
            <Outlet />
          </Suspense>
        </AppErrorBoundary>
      </main>
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
