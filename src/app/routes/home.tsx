import { useSessionStore } from '@/features/auth/stores/session-store';
import { HomeHeader } from '@/features/home/components/home-header';
import { HomeTiles } from '@/features/home/components/home-tiles';
import { WelcomeCard } from '@/features/home/components/welcome-card';
import { useGuestWelcomeDismissed } from '@/features/home/hooks/use-guest-welcome-dismissed';
import { welcomeVariant } from '@/features/home/welcome-variant';

// Kid profiles arrive with their own issue: it supplies the signed-in parent's profile count here (and
// the greeting with the active profile's name). Until then a signed-in parent has none, so home
// prompts to create one.
const PROFILE_COUNT = 0;

export function Component() {
  const status = useSessionStore((state) => state.status);
  const hasUser = useSessionStore((state) => state.user !== null);
  const [guestCardDismissed, dismissGuestCard] = useGuestWelcomeDismissed();
  // A cached user counts as signed in while the start-up checks the session (no flash of the guest card).
  const session = hasUser ? 'signed-in' : status === 'loading' ? 'unknown' : 'guest';
  const variant = welcomeVariant({ session, guestCardDismissed, profileCount: PROFILE_COUNT });
  return (
    <>
      <HomeHeader />
      <WelcomeCard variant={variant} onDismiss={dismissGuestCard} />
      <HomeTiles />
    </>
  );
}
