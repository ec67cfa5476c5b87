import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CACHED_USER_STORAGE_KEY } from '@/contract/constants';
import { DEFAULT_PASSWORD_POLICY } from '@/contract/password-policy';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { saveTokens } from '@/lib/session/session-tokens';
import { accessTokenFor, fakeServer, json } from '../lib/api/fake-server';
import { renderRoute } from '../helpers/render-route';

const ana = {
  id: 'a3f1c1d2-0000-4000-8000-000000000001',
  name: 'Ana',
  email: 'ana@example.com',
  avatar: null,
};

beforeEach(() => {
  useSessionStore.setState({ status: 'guest', user: null });
});

describe('an expired session', () => {
  it("sends the parent to /auth with 'Session expired. Please login again.', and back after signing in", async () => {
    await saveTokens({ accessToken: accessTokenFor(-60), refreshToken: 'revoked' });
    localStorage.setItem(CACHED_USER_STORAGE_KEY, JSON.stringify(ana));
    useSessionStore.setState({ status: 'authenticated', user: ana });
    const fresh = accessTokenFor(900);
    const server = fakeServer({
      'GET /users/me': ({ headers }) =>
        headers['authorization'] === `Bearer ${fresh}`
          ? json(200, { data: ana })
          : json(401, { message: 'Session expired. Please login again.', code: 'TOKEN_EXPIRED' }),
      'POST /auth/refresh': () =>
        json(401, { message: 'Session expired. Please login again.', code: 'SESSION_ENDED' }),
      'GET /auth/options': () =>
        json(200, { data: { passwordPolicy: DEFAULT_PASSWORD_POLICY, google: null } }),
      'POST /auth/login': () =>
        json(200, { data: { user: ana, tokens: { accessToken: fresh, refreshToken: 'r-2' } } }),
    });

    // The account section asks for /users/me; the refresh is refused.
    await act(async () => {
      renderRoute('/settings', { fetch: server.fetch });
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    expect(await screen.findByText('Session expired. Please login again.')).toBeTruthy();
    expect(useSessionStore.getState()).toEqual({ status: 'guest', user: null });
    expect(localStorage.getItem(CACHED_USER_STORAGE_KEY)).toBeNull();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
  });
});

describe('several requests finding the session gone at once', () => {
  it('tell the parent once', async () => {
    const { expireSession } = await import('@/lib/session/session-expiry');
    await act(async () => {
      renderRoute('/auth', { fetch: fakeServer({}).fetch });
    });
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    await act(async () => {
      await Promise.all([expireSession(), expireSession()]);
    });
    await screen.findByText('Session expired. Please login again.');
    expect(screen.getAllByText('Session expired. Please login again.')).toHaveLength(1);
  });
});
