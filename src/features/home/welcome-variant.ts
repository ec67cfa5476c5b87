// P§2: the home welcome card has three cases — a guest gets the dismissible Sign Up / Log In card, a
// signed-in parent without a kid profile a prompt to create one, and one with a profile a greeting
// with the active profile's name.

export type WelcomeVariant = 'none' | 'guest' | 'create-profile' | 'greeting';

export interface WelcomeInput {
  /** 'unknown' while the start-up has not decided (no card rather than a flash of the wrong one). */
  session: 'unknown' | 'guest' | 'signed-in';
  guestCardDismissed: boolean;
  /** The kid profiles of the signed-in parent; undefined while they load (or could not be loaded). */
  profileCount: number | undefined;
}

export function welcomeVariant({ session, guestCardDismissed, profileCount }: WelcomeInput): WelcomeVariant {
  if (session === 'unknown') return 'none';
  if (session === 'guest') return guestCardDismissed ? 'none' : 'guest';
  if (profileCount === undefined) return 'none';
  return profileCount === 0 ? 'create-profile' : 'greeting';
}
