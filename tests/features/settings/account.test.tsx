import { act, fireEvent, screen, within } from '@testing-library/react';
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

describe('settings → account: editing the profile and the password', () => {
  it('saves the edited name, which shows at once, and says so', async () => {
    await signedIn();
    const server = fakeServer({
      'GET /users/me': () => json(200, { data: ana }),
      [`PATCH /users/${ana.id}`]: ({ body }) =>
        json(200, { data: { ...ana, ...(body as object), avatar: null } }),
    });
    renderRoute('/settings', { fetch: server.fetch });
    const account = await screen.findByRole('region', { name: 'Account' });
    fireEvent.click(within(account).getByRole('button', { name: 'Edit profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit your profile' });

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'A' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Name must be at least 2 characters')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '  Ana María ' } });
    fireEvent.change(within(dialog).getByLabelText('Picture link'), { target: { value: 'not a link' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Must be a valid URL')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Picture link'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect((await screen.findAllByText('Profile updated')).length).toBeGreaterThan(0);
    expect(within(account).getByText('Ana María')).toBeTruthy();
    expect(server.calls.find(({ method }) => method === 'PATCH')?.body).toEqual({
      name: 'Ana María',
      email: 'ana@example.com',
      avatar: '',
    });
    expect(JSON.parse(localStorage.getItem(CACHED_USER_STORAGE_KEY) ?? '{}').name).toBe('Ana María');
    expect(useSessionStore.getState().user?.name).toBe('Ana María');
  });

  it("says 'Update failed' with the server's reason, and keeps the dialog open", async () => {
    await signedIn();
    const server = fakeServer({
      'GET /users/me': () => json(200, { data: ana }),
      [`PATCH /users/${ana.id}`]: () =>
        json(409, { message: 'An account with this email already exists', code: 'EMAIL_TAKEN' }),
    });
    renderRoute('/settings', { fetch: server.fetch });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit your profile' });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'taken@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect((await screen.findAllByText('Update failed')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('An account with this email already exists').length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog', { name: 'Edit your profile' })).toBeTruthy();
  });

  it('shows a wrong current password on its field; a right one changes it and says so', async () => {
    await signedIn();
    const server = fakeServer({
      'GET /users/me': () => json(200, { data: ana }),
      [`POST /users/${ana.id}/password`]: ({ body }) =>
        (body as { currentPassword: string }).currentPassword === 'old secret'
          ? json(200, { data: { otherSessionsEnded: 1 } })
          : json(400, { message: 'Current password is incorrect', code: 'WRONG_PASSWORD' }),
    });
    renderRoute('/settings', { fetch: server.fetch });
    fireEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your password' });
    const current = within(dialog).getByLabelText('Current password');
    const next = within(dialog).getByLabelText('New password');

    fireEvent.change(next, { target: { value: 'abc' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog).findByText('Current password is required')).toBeTruthy();
    expect(within(dialog).getByText('Password must be at least 6 characters')).toBeTruthy();

    fireEvent.change(current, { target: { value: 'not it' } });
    fireEvent.change(next, { target: { value: 'new secret' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog).findByText('Current password is incorrect')).toBeTruthy();
    expect(document.activeElement).toBe(current);

    fireEvent.change(current, { target: { value: 'old secret' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect((await screen.findAllByText('Password changed')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog', { name: 'Change your password' })).toBeNull();
    expect(server.calls.filter(({ method }) => method === 'POST').at(-1)?.body).toEqual({
      currentPassword: 'old secret',
      newPassword: 'new secret',
    });
  });
});

describe('settings → account: deleting it', () => {
  it('asks first, then deletes the account on the server and forgets it on this device', async () => {
    await signedIn();
    const server = fakeServer({
      'GET /users/me': () => json(200, { data: ana }),
      [`DELETE /users/${ana.id}`]: () => new Response(null, { status: 204 }),
      'POST /auth/logout': () => new Response(null, { status: 204 }),
    });
    renderRoute('/settings', { fetch: server.fetch });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(server.calls.some(({ method }) => method === 'DELETE')).toBe(false);
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Delete Account' }));
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    expect((await screen.findAllByText('Account deleted')).length).toBeGreaterThan(0);
    expect(server.calls.filter(({ method }) => method === 'DELETE').map(({ path }) => path)).toEqual([
      `/users/${ana.id}`,
    ]);
    expect(localStorage.getItem(CACHED_USER_STORAGE_KEY)).toBeNull();
    expect(useSessionStore.getState()).toEqual({ status: 'guest', user: null });
  });

  it('stays signed in and says so when the server cannot delete it', async () => {
    await signedIn();
    const server = fakeServer({
      'GET /users/me': () => json(200, { data: ana }),
      [`DELETE /users/${ana.id}`]: () =>
        json(503, { message: 'Service unavailable', code: 'DATABASE_UNAVAILABLE' }),
    });
    renderRoute('/settings', { fetch: server.fetch });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Delete Account' }));
    });

    expect(
      (await screen.findAllByText('The service is busy right now. Please try again shortly.')).length,
    ).toBeGreaterThan(0);
    expect(useSessionStore.getState().user).toEqual(ana);
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
  });
});
