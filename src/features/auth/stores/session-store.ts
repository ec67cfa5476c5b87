import { create } from 'zustand';
import type { User } from '@/contract/auth';
import { readCachedUser } from '@/lib/session/cached-user';
import { onSessionExpired } from '@/lib/session/session-expiry';

// Who is using the app (P§4). The tokens themselves live in src/lib/session; this store holds what the
// interface draws from:
//  - loading:       the start-up sequence is running; `user` is the cached copy, if any
//  - authenticated: a user and a valid token
//  - unverified:    a cached user whose session could not be checked (offline, or the server was busy);
//                   the parent stays signed in and the session is checked again when the network returns
//  - guest:         nobody is signed in

export type SessionStatus = 'loading' | 'authenticated' | 'unverified' | 'guest';

export interface SessionState {
  status: SessionStatus;
  user: User | null;
}

export const useSessionStore = create<SessionState>(() => ({
  status: 'loading',
  user: readCachedUser(),
}));

export const setAuthenticated = (user: User) => useSessionStore.setState({ status: 'authenticated', user });
export const setUnverified = (user: User) => useSessionStore.setState({ status: 'unverified', user });
export const setGuest = () => useSessionStore.setState({ status: 'guest', user: null });

/** Signed in for the interface: authenticated, or a cached user waiting for the network. */
export const selectIsSignedIn = ({ status, user }: SessionState): boolean =>
  user !== null && (status === 'authenticated' || status === 'unverified');

// Whatever ended the session (a failed refresh anywhere in the app), the interface follows at once.
if (typeof window !== 'undefined') onSessionExpired(setGuest);
