import type { User } from '@/contract/auth';
import { CACHED_USER_STORAGE_KEY } from '@/contract/constants';

// P§3: a copy of the signed-in user in local storage. It lets the app open signed in without a network
// (offline-first) and tells the start-up that this device had a session worth renewing.

function isUser(value: unknown): value is User {
  const user = (value ?? {}) as Partial<Record<keyof User, unknown>>;
  return (
    typeof user.id === 'string' &&
    typeof user.name === 'string' &&
    typeof user.email === 'string' &&
    (user.avatar === null || typeof user.avatar === 'string')
  );
}

export function readCachedUser(): User | null {
  try {
    const raw = localStorage.getItem(CACHED_USER_STORAGE_KEY);
    const value: unknown = raw === null ? null : JSON.parse(raw);
    return isUser(value) ? value : null;
  } catch {
    return null; // Unreadable storage or a damaged copy: as if there were none.
  }
}

export function writeCachedUser(user: User): void {
  const { id, name, email, avatar } = user; // Only the fields the app shows (P§3).
  try {
    localStorage.setItem(CACHED_USER_STORAGE_KEY, JSON.stringify({ id, name, email, avatar }));
  } catch {
    // Not cached: the app then needs the network to open signed in.
  }
}

export function clearCachedUser(): void {
  try {
    localStorage.removeItem(CACHED_USER_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
