import type { User } from '@/contract/auth';
import { CLIENT_ERROR_CODES, isApiError } from '@/lib/api/api-error';
import { refreshFailureEndsSession } from '@/lib/api/token-refresh';

// The start-up sequence (P§4), free of globals so every path is tested:
//
//  1. A valid access token in memory → load the current user.
//  2. Otherwise, a refresh token held (session storage / device preferences) → refresh, then load the
//     user. A refresh refused for good ends the session: tokens and cached user cleared, off to /auth.
//  3. No refresh token, on the web, and a cached user on this device → one refresh through the HttpOnly
//     cookie (an installed app reopened the next day: the tab's session storage is new, the cookie is
//     not). Refused → a guest, quietly: guests may use the app.
//  4. No refresh token and nothing suggesting a session → a guest, without any request. Without the
//     cached-user condition every guest visit would cost a refresh request that can only fail.
//
// Offline (or the server turned the request away for load) with a cached user, the parent stays signed
// in ('unverified') and the caller checks again when the network returns.

export type StartupOutcome =
  | { kind: 'authenticated'; user: User }
  | { kind: 'unverified'; user: User }
  | { kind: 'guest' }
  | { kind: 'expired' };

export interface StartupDeps {
  /** Inside the native shell (environment 'capacitor'). */
  nativeShell: boolean;
  getAccessToken: () => string | null;
  isAccessTokenValid: (token: string | null) => boolean;
  readRefreshToken: () => Promise<string | null>;
  /** POST /auth/refresh; rejects with an ApiError. */
  refreshTokens: () => Promise<unknown>;
  /** GET /users/me with the current-user rules (P§8). */
  getCurrentUser: () => Promise<User>;
  readCachedUser: () => User | null;
  writeCachedUser: (user: User) => void;
  clearCachedUser: () => void;
  /** Clears tokens and the cached user and dispatches `auth:session-expired`. */
  expireSession: () => Promise<void>;
}

async function loadUser(deps: StartupDeps, cached: User | null): Promise<StartupOutcome> {
  try {
    const user = await deps.getCurrentUser();
    deps.writeCachedUser(user);
    return { kind: 'authenticated', user };
  } catch (error) {
    // The client already ended the session when even a refreshed token was refused.
    if (isApiError(error) && error.code === CLIENT_ERROR_CODES.sessionExpired) return { kind: 'expired' };
    // The session stands but the user could not be loaded (offline, server trouble).
    if (cached) return { kind: 'unverified', user: cached };
    return { kind: 'guest' };
  }
}

export async function runSessionStartup(deps: StartupDeps): Promise<StartupOutcome> {
  const cached = deps.readCachedUser();
  if (deps.isAccessTokenValid(deps.getAccessToken())) return loadUser(deps, cached);

  const refreshToken = await deps.readRefreshToken();
  // Inside the native shell the API is on another site, so no cookie can stand in for the token.
  const cookieMayHoldSession = !deps.nativeShell && cached !== null;
  if (!refreshToken && !cookieMayHoldSession) {
    deps.clearCachedUser();
    return { kind: 'guest' };
  }

  try {
    await deps.refreshTokens();
  } catch (error) {
    if (!refreshFailureEndsSession(error)) {
      return cached ? { kind: 'unverified', user: cached } : { kind: 'guest' };
    }
    if (refreshToken) {
      await deps.expireSession();
      return { kind: 'expired' };
    }
    deps.clearCachedUser();
    return { kind: 'guest' };
  }
  return loadUser(deps, cached);
}
