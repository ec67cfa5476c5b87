import {
  KEPT_CHILDREN_STORAGE_KEY,
  RECENT_SEARCHES_STORAGE_KEY,
  SIGNED_OUT_EVENT,
} from '@/contract/constants';
import { clearCachedUser } from '@/lib/session/cached-user';
import { announceSignOut } from '@/lib/session/session-sync';
import { clearTokens, readRefreshToken } from '@/lib/session/session-tokens';
import { logout } from '../api/logout';
import { setGuest } from '../stores/session-store';

/**
 * P§4, P§7: sign-out clears the user, the tokens and the cached user even when the call fails — a
 * parent who taps Sign out on a shared tablet must be signed out on it, network or not.
 */
export async function signOut(): Promise<void> {
  try {
    await logout(await readRefreshToken());
  } catch (error) {
    console.warn('Sign-out: the server could not be told; signing out on this device anyway.', error);
  } finally {
    await clearTokens();
    clearCachedUser();
    forgetRecentSearches();
    void forgetFavourites();
    announceSignOut();
    setGuest();
    window.dispatchEvent(new Event(SIGNED_OUT_EVENT)); // Parent mode locks, analytics forgets (P§4).
  }
}

/**
 * What this parent searched for, and their kid profiles kept for offline, are theirs: the next family
 * member starts with an empty Recent tab and no one else's children.
 */
function forgetRecentSearches(): void {
  try {
    localStorage.removeItem(RECENT_SEARCHES_STORAGE_KEY);
    localStorage.removeItem(KEPT_CHILDREN_STORAGE_KEY);
  } catch {
    // Storage refused: nothing was kept either.
  }
}

/** The kids' favourites kept for offline (ADR 034) are this family's too; the server keeps them. */
async function forgetFavourites(): Promise<void> {
  try {
    const { getDb } = await import('@/lib/db/db');
    await getDb().favourites.clear();
  } catch (error) {
    console.warn('Sign-out: the favourites kept on this device could not be removed.', error);
  }
}
