import { CONSENT_STORAGE_VERSION } from '@/contract/constants';
import { ConsentState } from '@/contract/consent';

// P§3: the local copy of the consent, per user, with the storage version and when it changed.

interface StoredConsent {
  version: typeof CONSENT_STORAGE_VERSION;
  updatedAt: string;
  state: ConsentState;
}

export const consentStorageKey = (userId: string | null) => `consent:${userId ?? 'guest'}`;

export function readLocalConsent(userId: string | null): ConsentState | null {
  try {
    const raw = localStorage.getItem(consentStorageKey(userId));
    if (!raw) return null;
    const stored: unknown = JSON.parse(raw);
    if (typeof stored !== 'object' || stored === null || !('version' in stored) || !('state' in stored))
      return null;
    if (stored.version !== CONSENT_STORAGE_VERSION) return null;
    const state = ConsentState.safeParse(stored.state);
    return state.success ? state.data : null;
  } catch {
    return null;
  }
}

export function writeLocalConsent(userId: string | null, state: ConsentState, now: Date = new Date()): void {
  const stored: StoredConsent = { version: CONSENT_STORAGE_VERSION, updatedAt: now.toISOString(), state };
  try {
    localStorage.setItem(consentStorageKey(userId), JSON.stringify(stored));
  } catch {
    // Storage full or blocked: the choice holds for this visit.
  }
}
