import { Navigate } from 'react-router-dom';
import { ProfileWelcomeCard } from '@/features/home/components/profile-welcome-card';
import { welcomeVariant } from '@/features/home/welcome-variant';
import { isOnboardingDone } from '@/features/onboarding/onboarding-progress';
import { useActiveProfile } from '@/features/profiles/hooks/use-active-profile';

// The signed-in half of the home welcome card (P§2). Its own chunk, loaded only for a signed-in parent:
// a guest's first load carries neither the profiles query nor these cards (DESIGN: ≤ 120 KB for `/`).

export function HomeProfileWelcome({ parentId }: { parentId: string }) {
  const { profiles, activeProfile } = useActiveProfile(parentId);
  const variant = welcomeVariant({
    session: 'signed-in',
    guestCardDismissed: false,
    profileCount: profiles?.length,
  });
  // A new parent, or a returning one with no kid profile, is offered onboarding once (P§2, ADR 022).
  if (variant === 'create-profile' && !isOnboardingDone(parentId)) {
    return <Navigate to="/onboarding" replace />;
  }
  // 'none' while the profiles load (or could not load), rather than a flash of the wrong card.
  if (variant === 'none') return null;
  return <ProfileWelcomeCard profile={variant === 'greeting' ? activeProfile : null} />;
}
