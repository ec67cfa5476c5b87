import { describe, expect, it, vi } from 'vitest';
import type { User } from '@/contract/auth';
import {
  ApiError,
  CLIENT_ERROR_CODES,
  networkError,
  REFRESH_FAILED_MESSAGE,
  sessionExpiredError,
} from '@/lib/api/api-error';
import { runSessionStartup, type StartupDeps } from '@/features/auth/session/session-startup';

// The start-up sequence of P§4, every path, with the browser and the server faked.

const ana: User = {
  id: 'a3f1c1d2-0000-4000-8000-000000000001',
  name: 'Ana',
  email: 'ana@example.com',
  avatar: null,
};

interface Setup {
  accessTokenValid?: boolean;
  refreshToken?: string | null;
  cached?: User | null;
  nativeShell?: boolean;
  refresh?: () => Promise<unknown>;
  me?: () => Promise<User>;
}

function startup({
  accessTokenValid = false,
  refreshToken = null,
  cached = null,
  nativeShell = false,
  refresh = () => Promise.resolve(),
  me = () => Promise.resolve(ana),
}: Setup) {
  const deps = {
    nativeShell,
    getAccessToken: () => (accessTokenValid ? 'access' : null),
    isAccessTokenValid: (token: string | null) => token !== null,
    readRefreshToken: vi.fn(() => Promise.resolve(refreshToken)),
    refreshTokens: vi.fn(refresh),
    getCurrentUser: vi.fn(me),
    readCachedUser: () => cached,
    writeCachedUser: vi.fn(),
    clearCachedUser: vi.fn(),
    expireSession: vi.fn(() => Promise.resolve()),
  } satisfies StartupDeps;
  return { deps, outcome: runSessionStartup(deps) };
}

describe('session start-up', () => {
  it('with a refresh token: refreshes, loads the user and caches it', async () => {
    const { deps, outcome } = startup({ refreshToken: 'r-1', cached: ana });
    expect(await outcome).toEqual({ kind: 'authenticated', user: ana });
    expect(deps.refreshTokens).toHaveBeenCalledTimes(1);
    expect(deps.getCurrentUser).toHaveBeenCalledTimes(1);
    expect(deps.writeCachedUser).toHaveBeenCalledWith(ana);
    expect(deps.expireSession).not.toHaveBeenCalled();
  });

  it.each([
    ['refused (401)', sessionExpiredError()],
    ['failed (500)', new ApiError(REFRESH_FAILED_MESSAGE, 500, 'INTERNAL_ERROR')],
  ])('with a refresh token that is %s: ends the session and goes to /auth', async (_case, error) => {
    const { deps, outcome } = startup({
      refreshToken: 'r-1',
      cached: ana,
      refresh: () => Promise.reject(error),
    });
    expect(await outcome).toEqual({ kind: 'expired' });
    expect(deps.expireSession).toHaveBeenCalledTimes(1); // clears tokens + cached user, dispatches the event
    expect(deps.getCurrentUser).not.toHaveBeenCalled();
  });

  it('without a refresh token but with a cached user (web): renews through the cookie', async () => {
    const { deps, outcome } = startup({ refreshToken: null, cached: ana });
    expect(await outcome).toEqual({ kind: 'authenticated', user: ana });
    expect(deps.refreshTokens).toHaveBeenCalledTimes(1);
  });

  it('when the cookie holds no session: a guest, quietly (no /auth, cached user cleared)', async () => {
    const { deps, outcome } = startup({ cached: ana, refresh: () => Promise.reject(sessionExpiredError()) });
    expect(await outcome).toEqual({ kind: 'guest' });
    expect(deps.clearCachedUser).toHaveBeenCalled();
    expect(deps.expireSession).not.toHaveBeenCalled();
  });

  it('with nothing suggesting a session: a guest without a single request', async () => {
    const { deps, outcome } = startup({});
    expect(await outcome).toEqual({ kind: 'guest' });
    expect(deps.refreshTokens).not.toHaveBeenCalled();
    expect(deps.getCurrentUser).not.toHaveBeenCalled();
    expect(deps.clearCachedUser).toHaveBeenCalled();
  });

  it('inside the native shell, with no token held: a guest (no cookie to try)', async () => {
    const { deps, outcome } = startup({ cached: ana, nativeShell: true });
    expect(await outcome).toEqual({ kind: 'guest' });
    expect(deps.refreshTokens).not.toHaveBeenCalled();
  });

  it('with a valid access token: loads the current user without refreshing', async () => {
    const { deps, outcome } = startup({ accessTokenValid: true, cached: ana });
    expect(await outcome).toEqual({ kind: 'authenticated', user: ana });
    expect(deps.refreshTokens).not.toHaveBeenCalled();
  });

  it.each([
    ['offline', networkError()],
    ['turned away by the rate limit', new ApiError('Too many attempts', 429, 'RATE_LIMITED')],
    ['unavailable', new ApiError('The database is unavailable', 503, 'DATABASE_UNAVAILABLE')],
  ])('%s with a cached user: stays signed in, unverified, and keeps the session', async (_case, error) => {
    const { deps, outcome } = startup({
      refreshToken: 'r-1',
      cached: ana,
      refresh: () => Promise.reject(error),
    });
    expect(await outcome).toEqual({ kind: 'unverified', user: ana });
    expect(deps.expireSession).not.toHaveBeenCalled();
    expect(deps.clearCachedUser).not.toHaveBeenCalled();
  });

  it('offline without a cached user: a guest for now, the token kept for the next start', async () => {
    const { deps, outcome } = startup({ refreshToken: 'r-1', refresh: () => Promise.reject(networkError()) });
    expect(await outcome).toEqual({ kind: 'guest' });
    expect(deps.expireSession).not.toHaveBeenCalled();
  });

  it('when the user cannot be loaded after a good refresh: unverified with the cached user', async () => {
    const { outcome } = startup({
      refreshToken: 'r-1',
      cached: ana,
      me: () => Promise.reject(networkError()),
    });
    expect(await outcome).toEqual({ kind: 'unverified', user: ana });
  });

  it('when even the renewed token is refused for /users/me: expired (the client ended the session)', async () => {
    const refused = new ApiError('User not authenticated', 401, CLIENT_ERROR_CODES.sessionExpired);
    const { outcome } = startup({ refreshToken: 'r-1', cached: ana, me: () => Promise.reject(refused) });
    expect(await outcome).toEqual({ kind: 'expired' });
  });
});
