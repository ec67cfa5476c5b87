// Whether a parent has been through onboarding on this device (done or skipped): it is offered once, to
// a new parent and to a returning one with no kid profile, and never pushed on them again (ADR 022).

const KEY_PREFIX = 'fablecast:onboarding-done:';

export function isOnboardingDone(userId: string): boolean {
  try {
    return localStorage.getItem(`${KEY_PREFIX}${userId}`) !== null;
  } catch {
    return true; // Storage refused: don't send the parent round in circles.
  }
}

/** Onboarding finished or skipped: remembered for this parent on this device. */
export function markOnboardingDone(userId: string): void {
  try {
    localStorage.setItem(`${KEY_PREFIX}${userId}`, new Date().toISOString());
  } catch {
    // Not remembered: the parent may be offered onboarding again, and can skip it again.
  }
}
