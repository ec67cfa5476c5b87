import { lazy, Suspense } from 'react';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { HomeHeader } from '@/features/home/components/home-header';
import { HomeTiles } from '@/features/home/components/home-tiles';
import { GuestWelcomeCard } from '@/features/home/components/welcome-card';
import { useGuestWelcomeDismissed } from '@/features/home/hooks/use-guest-welcome-dismissed';
import { welcomeVariant } from '@/features/home/welcome-variant';

// Signed-in only: the kid profiles behind the prompt or the greeting load in their own chunk.
const HomeProfileWelcome = lazy(() =>
  import('../home-profile-welcome').then((module) => ({ default: module.HomeProfileWelcome })),
);
// Signed-in only too: the active kid's story to go on with, under the greeting.
const HomeContinueStory = lazy(() =>
  import('../home-continue-story').then((module) => ({ default: module.HomeContinueStory })),
);
// Signed-in only: the active kid's favourite stories, under the story to continue.
const HomeFavourites = lazy(() =>
  import('../home-favourites').then((module) => ({ default: module.HomeFavourites })),
);

export function Component() {
  const status = useSessionStore((state) => state.status);
  const parentId = useSessionStore((state) => state.user?.id);
  const [guestCardDismissed, dismissGuestCard] = useGuestWelcomeDismissed();
  // A cached user counts as signed in while the start-up checks the session (no flash of the guest card).
  const session = parentId ? 'signed-in' : status === 'loading' ? 'unknown' : 'guest';
  const variant = welcomeVariant({ session, guestCardDismissed, profileCount: undefined });
  return (
    <>
      <HomeHeader />
      {parentId ? (
        <>
          <Suspense fallback={null}>
            <HomeProfileWelcome parentId={parentId} />
          </Suspense>
          <Suspense fallback={null}>
            <HomeContinueStory parentId={parentId} />
          </Suspense>
          <Suspense fallback={null}>
            <HomeFavourites parentId={parentId} />
          </Suspense>
        </>
      ) : (
        variant === 'guest' && <GuestWelcomeCard onDismiss={dismissGuestCard} />
      )}
      <HomeTiles />
    </>
  );
}
