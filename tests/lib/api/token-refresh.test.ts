import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CACHED_USER_STORAGE_KEY,
  REFRESH_TOKEN_STORAGE_KEY,
  SESSION_EXPIRED_EVENT,
} from '@/contract/constants';
import { api, refreshTokens } from '@/lib/api/api-client';
import { CLIENT_ERROR_CODES, REFRESH_FAILED_MESSAGE, SESSION_EXPIRED_MESSAGE } from '@/lib/api/api-error';
import { clearTokens, getAccessToken, saveTokens } from '@/lib/session/session-tokens';
import { accessTokenFor, fakeServer, json } from './fake-server';

// The app's real client and refresher, against a fake server (P§4, P§7, P§8).

const user = {
  id: 'a3f1c1d2-0000-4000-8000-000000000001',
  name: 'Ana',
  email: 'ana@example.com',
  avatar: null,
};

async function signedIn() {
  await saveTokens({ accessToken: accessTokenFor(-60), refreshToken: 'refresh-1' });
  localStorage.setItem(CACHED_USER_STORAGE_KEY, JSON.stringify(user));
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await clearTokens();
});

describe('refresh (POST /auth/refresh)', () => {
  it('sends the held refresh token in the body, with cookies, and keeps the new pair', async () => {
    await signedIn();
    const fresh = { accessToken: accessTokenFor(900), refreshToken: 'refresh-2' };
    const server = fakeServer({ 'POST /auth/refresh': () => json(200, { data: fresh }) });
    vi.stubGlobal('fetch', server.fetch);

    expect(await refreshTokens()).toEqual(fresh);
    expect(server.calls[0]).toMatchObject({ body: { refreshToken: 'refresh-1' }, credentials: 'include' });
    expect(getAccessToken()).toBe(fresh.accessToken);
    expect(sessionStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBe('refresh-2');
  });

  it('sends no body when no token is held, so the HttpOnly cookie speaks for the session', async () => {
    const server = fakeServer({
      'POST /auth/refresh': () =>
        json(200, { data: { accessToken: accessTokenFor(900), refreshToken: 'r' } }),
    });
    vi.stubGlobal('fetch', server.fetch);
    await refreshTokens();
    expect(server.calls[0]?.body).toBeUndefined();
    expect(server.calls[0]?.headers['content-type']).toBeUndefined();
    expect(server.calls[0]?.credentials).toBe('include');
  });

  it('is one request however many ask at once', async () => {
    await signedIn();
    const server = fakeServer({
      'POST /auth/refresh': () =>
        json(200, { data: { accessToken: accessTokenFor(900), refreshToken: 'r2' } }),
    });
    vi.stubGlobal('fetch', server.fetch);
    await Promise.all([refreshTokens(), refreshTokens(), refreshTokens()]);
    expect(server.calls).toHaveLength(1);
  });

  it('says the session expired on 401', async () => {
    vi.stubGlobal('fetch', fakeServer({ 'POST /auth/refresh': () => json(401, {}) }).fetch);
    await expect(refreshTokens()).rejects.toMatchObject({
      status: 401,
      code: CLIENT_ERROR_CODES.sessionExpired,
      message: SESSION_EXPIRED_MESSAGE,
    });
  });

  it("says 'Token refresh failed' for any other failure, keeping status and code", async () => {
    vi.stubGlobal(
      'fetch',
      fakeServer({
        'POST /auth/refresh': () => json(500, { message: 'Internal Server Error', code: 'INTERNAL_ERROR' }),
      }).fetch,
    );
    await expect(refreshTokens()).rejects.toMatchObject({
      status: 500,
      code: 'INTERNAL_ERROR',
      message: REFRESH_FAILED_MESSAGE,
    });
  });
});

describe('a session that cannot be renewed', () => {
  it('clears tokens and the cached user, and dispatches auth:session-expired, when the refresh gets 401', async () => {
    await signedIn();
    const server = fakeServer({
      'GET /users/me': () =>
        json(401, { message: 'Session expired. Please login again.', code: 'TOKEN_EXPIRED' }),
      'POST /auth/refresh': () =>
        json(401, { message: 'Session expired. Please login again.', code: 'SESSION_ENDED' }),
    });
    vi.stubGlobal('fetch', server.fetch);
    const expired = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);

    await expect(api.get('/users/me')).rejects.toMatchObject({
      status: 401,
      message: SESSION_EXPIRED_MESSAGE,
    });

    window.removeEventListener(SESSION_EXPIRED_EVENT, expired);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBeNull();
    expect(sessionStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(CACHED_USER_STORAGE_KEY)).toBeNull();
    expect(server.calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /users/me',
      'POST /auth/refresh',
    ]);
  });

  it('renews and retries when the refresh succeeds', async () => {
    await signedIn();
    const fresh = accessTokenFor(900);
    const server = fakeServer({
      'GET /users/me': ({ headers }) =>
        headers['authorization'] === `Bearer ${fresh}` ? json(200, { data: user }) : json(401, {}),
      'POST /auth/refresh': () => json(200, { data: { accessToken: fresh, refreshToken: 'refresh-2' } }),
    });
    vi.stubGlobal('fetch', server.fetch);
    expect(await api.get('/users/me')).toEqual(user);
    expect(localStorage.getItem(CACHED_USER_STORAGE_KEY)).not.toBeNull();
  });
});
