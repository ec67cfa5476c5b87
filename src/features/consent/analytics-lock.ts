import type { ConsentState } from '@/contract/consent';

// Child Mode locks the analytics toggle (S§2, P§4): while it is on, analytics reads as off and cannot be
// turned on, wherever the toggle is drawn (Settings › Privacy & Consent, the consent screen).

export interface AnalyticsToggleState {
  /** What the switch shows: analytics really on (consented, and Child Mode off). */
  checked: boolean;
  /** Child Mode holds it off: the switch is disabled and says why. */
  locked: boolean;
}

export function analyticsToggle(
  consent: Pick<ConsentState, 'analytics'>,
  childMode: boolean,
): AnalyticsToggleState {
  return { checked: consent.analytics && !childMode, locked: childMode };
}
