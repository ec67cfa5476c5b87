import { create } from 'zustand';
import { NO_CONSENT, type ConsentState } from '@/contract/consent';
import { readRemoteConsent, writeRemoteConsent, type ConsentWriteOutcome } from './consent-api';
import { readLocalConsent, writeLocalConsent } from './consent-storage';

// The parent's consent (P§3, P§4): all off at the start; the local copy of this user's choice is
// loaded at once, the server's (when signed in) when the consent screen opens. A change shows at once
// and rolls back if the server refuses it.

export type ConsentKey = keyof ConsentState;

export interface ConsentStoreState {
  userId: string | null;
  consent: ConsentState;
  /** The toggle being saved, if any: every toggle waits for it. */
  saving: ConsentKey | null;
}

export const useConsentStore = create<ConsentStoreState>(() => ({
  userId: null,
  consent: NO_CONSENT,
  saving: null,
}));

/** Switches to a user's (or the guest's) local copy. */
export function loadLocalConsent(userId: string | null): void {
  useConsentStore.setState({ userId, consent: readLocalConsent(userId) ?? NO_CONSENT, saving: null });
}

/** Signed in: the server's choice replaces the local copy when a consent route answers. */
export async function refreshConsent(): Promise<void> {
  const { userId } = useConsentStore.getState();
  if (userId === null) return;
  const remote = await readRemoteConsent();
  // Ignore an answer that arrives after a change started or after the user changed.
  const now = useConsentStore.getState();
  if (remote === null || now.userId !== userId || now.saving !== null) return;
  writeLocalConsent(userId, remote);
  useConsentStore.setState({ consent: remote });
}

/** Saves one toggle. Rethrows (after rolling back) when the server refused the change. */
export async function updateConsent(key: ConsentKey, granted: boolean): Promise<ConsentWriteOutcome> {
  const { userId, consent: previous, saving } = useConsentStore.getState();
  if (saving !== null) throw new Error('A consent change is already being saved');
  const next: ConsentState = { ...previous, [key]: granted };
  useConsentStore.setState({ consent: next, saving: key });
  try {
    const outcome = userId === null ? 'local-only' : await writeRemoteConsent(next);
    writeLocalConsent(userId, next);
    useConsentStore.setState({ saving: null });
    return outcome;
  } catch (error) {
    useConsentStore.setState({ consent: previous, saving: null });
    throw error;
  }
}

export const anyConsent = (state: ConsentState): boolean => Object.values(state).some(Boolean);
