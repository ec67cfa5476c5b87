import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CACHED_USER_STORAGE_KEY, REFRESH_TOKEN_STORAGE_KEY } from '@/contract/constants';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { getAccessToken, saveTokens } from '@/lib/session/session-tokens';
import { accessTokenFor, fakeServer, json } from '../../lib/api/fake-server';
import { renderRoute } from '../../helpers/render-route';

const ana = {
  id: 'a3f1c1d2-0000-4000-8000-000000000001',
  name: 'Ana',
  email: 'ana@example.com',
  avatar: null,
};

async function signedIn() {
  await saveTokens({ accessToken: accessTokenFor(900), refreshToken: 'refresh-1' });
  localStorage.setItem(CACHED_USER_STORAGE_KEY, JSON.stringify(ana));
  useSessionStore.setState({ status: 'authenticated', user: ana });
}

beforeEach(() => {
  useSessionStore.setState({ status: 'guest', user: null });
});

describe('settings → account', () => {
  it('shows who is signed in', async () => {
    await signedIn();
    renderRoute('/settings', {
      fetch: fakeServer({ 'GET /users/me': () => json(200, { data: ana }) }).fetch,
    });
    expect(await screen.findByRole('region', { name: 'Account' })).toBeTruthy();
    expect(screen.getByText('Signed in as ana@example.com')).toBeTruthy();
  });

  it.each([
    ['answers', () => new Response(null, { status: 204 })],
    ['fails', () => json(500, { message: 'Internal Server Error', code: 'INTERNAL_ERROR' })],
  ])('signs out when the server %s: everything cleared, a toast, then /auth', async (_case, answer) => {
    await signedIn();
    const server = fakeServer({
      'GET /users/me': () => json(200, { data: ana }),
      'POST /auth/logout': answer,
    });
    renderRoute('/settings', { fetch: server.fetch });
    await screen.findByText('Signed in as ana@example.com');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    expect((await screen.findAllByText('Signed out')).length).toBeGreaterThan(0);
    expect(server.calls.find(({ path }) => path === '/auth/logout')?.body).toEqual({
      refreshToken: 'refresh-1',
    });
    expect(getAccessToken()).toBeNull();
    expect(sessionStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(CACHED_USER_STORAGE_KEY)).toBeNull();
    expect(useSessionStore.getState()).toEqual({ status: 'guest', user: null });
  });

  it('signs out offline too', async () => {
    await signedIn();
    renderRoute('/settings'); // no server at all
    await screen.findByText('Signed in as ana@example.com');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    expect(localStorage.getItem(CACHED_USER_STORAGE_KEY)).toBeNull();
  });

  it('offers a guest Log In and Sign Up', async () => {
    renderRoute('/settings');
    await screen.findByRole('region', { name: 'Account' });
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/auth?mode=login');
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/auth?mode=signup');
  });
});
