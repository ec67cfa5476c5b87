// P§2: the home welcome card has three cases — a guest gets the dismissible Sign Up / Log In card, a
// signed-in parent without a kid profile a prompt to create one, and one with a profile a greeting
// with the active profile's name. The greeting comes with kid profiles (a later issue): until then a
// parent with profiles sees no card.

export type WelcomeVariant = 'none' | 'guest' | 'create-profile';

export interface WelcomeInput {
  /** 'unknown' while the start-up has not decided (no card rather than a flash of the wrong one). */
  session: 'unknown' | 'guest' | 'signed-in';
  guestCardDismissed: boolean;
  /** The kid profiles of the signed-in parent; undefined while they load. */
  profileCount: number | undefined;
}

export function welcomeVariant({ session, guestCardDismissed, profileCount }: WelcomeInput): WelcomeVariant {
  if (session === 'unknown') return 'none';
  if (session === 'guest') return guestCardDismissed ? 'none' : 'guest';
  return profileCount === 0 ? 'create-profile' : 'none';
}
