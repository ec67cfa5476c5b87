import { create } from 'zustand';
import { ACTIVE_PROFILE_STORAGE_KEY_PREFIX } from '@/contract/constants';

// P§3: the active kid profile id is remembered per user in local storage, so two parents sharing a
// device each come back to their own child. The store mirrors what is stored, keyed by user id.

const storageKey = (userId: string) => `${ACTIVE_PROFILE_STORAGE_KEY_PREFIX}${userId}`;

function readStored(userId: string): string | null {
  try {
    return localStorage.getItem(storageKey(userId));
  } catch {
    return null;
  }
}

function writeStored(userId: string, id: string | null): void {
  try {
    if (id === null) localStorage.removeItem(storageKey(userId));
    else localStorage.setItem(storageKey(userId), id);
  } catch {
    // Not remembered: the choice holds for this visit only.
  }
}

interface ActiveProfileState {
  byUser: Readonly<Record<string, string | null>>;
}

export const useActiveProfileStore = create<ActiveProfileState>(() => ({ byUser: {} }));

/** The chosen profile id of a user: this visit's choice, else the stored one. */
export function chosenProfileId(state: ActiveProfileState, userId: string): string | null {
  return userId in state.byUser ? (state.byUser[userId] ?? null) : readStored(userId);
}

export function setActiveProfileId(userId: string, id: string | null): void {
  writeStored(userId, id);
  useActiveProfileStore.setState((state) => ({ byUser: { ...state.byUser, [userId]: id } }));
}
