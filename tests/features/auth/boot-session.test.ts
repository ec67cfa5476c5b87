import { afterEach, describe, expect, it, vi } from 'vitest';
import { CACHED_USER_STORAGE_KEY, REFRESH_TOKEN_STORAGE_KEY } from '@/contract/constants';
import { bootSession } from '@/features/auth/session/boot-session';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { accessTokenFor, fakeServer, json } from '../../lib/api/fake-server';

// The real start-up, wired to the real client, with the network switched off and on again.

const ana = {
  id: 'a3f1c1d2-0000-4000-8000-000000000001',
  name: 'Ana',
  email: 'ana@example.com',
  avatar: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('start-up offline with a cached user', () => {
  it('opens signed in (unverified), then checks the session when the network returns', async () => {
    localStorage.setItem(CACHED_USER_STORAGE_KEY, JSON.stringify(ana));
    sessionStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, 'refresh-1');
    useSessionStore.setState({ status: 'loading', user: ana });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));

    bootSession();
    await vi.waitFor(() => expect(useSessionStore.getState().status).toBe('unverified'));
    expect(useSessionStore.getState().user).toEqual(ana);
    expect(localStorage.getItem(CACHED_USER_STORAGE_KEY)).not.toBeNull();
    expect(sessionStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBe('refresh-1');

    const renamed = { ...ana, name: 'Ana María' };
    const server = fakeServer({
      'POST /auth/refresh': () =>
        json(200, { data: { accessToken: accessTokenFor(900), refreshToken: 'refresh-2' } }),
      'GET /users/me': () => json(200, { data: renamed }),
    });
    vi.stubGlobal('fetch', server.fetch);
    window.dispatchEvent(new Event('online'));

    await vi.waitFor(() => expect(useSessionStore.getState().status).toBe('authenticated'));
    expect(useSessionStore.getState().user).toEqual(renamed);
    expect(JSON.parse(localStorage.getItem(CACHED_USER_STORAGE_KEY) ?? 'null')).toEqual(renamed);
    expect(server.calls[0]?.body).toEqual({ refreshToken: 'refresh-1' });
  });
});
