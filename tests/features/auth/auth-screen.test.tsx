import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CACHED_USER_STORAGE_KEY, REFRESH_TOKEN_STORAGE_KEY } from '@/contract/constants';
import { DEFAULT_PASSWORD_POLICY } from '@/contract/password-policy';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { clearTokens, getAccessToken } from '@/lib/session/session-tokens';
import { accessTokenFor, fakeServer, json } from '../../lib/api/fake-server';
import { renderRoute } from '../../helpers/render-route';

const ana = {
  id: 'a3f1c1d2-0000-4000-8000-000000000001',
  name: 'Ana',
  email: 'ana@example.com',
  avatar: null,
};
const session = () => ({
  user: ana,
  tokens: { accessToken: accessTokenFor(900), refreshToken: 'refresh-1' },
});
const options =
  (google: { clientId: string } | null = null) =>
  () =>
    json(200, { data: { passwordPolicy: DEFAULT_PASSWORD_POLICY, google } });

beforeEach(async () => {
  useSessionStore.setState({ status: 'guest', user: null });
  await clearTokens();
});

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const submit = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('/auth: login tab', () => {
  it('shows the heading, both tabs and labelled fields with autocomplete', async () => {
    renderRoute('/auth', { fetch: fakeServer({ 'GET /auth/options': options() }).fetch });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    const tabs = within(screen.getByRole('tablist', { name: 'Log in or sign up' })).getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['Log In', 'true'],
      ['Sign Up', 'false'],
    ]);
    expect(field('Email').getAttribute('autocomplete')).toBe('email');
    expect(field('Password').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByRole('link', { name: 'Continue as guest' }).getAttribute('href')).toBe('/');
  });

  it('says what is missing, next to each field, and focuses the first', async () => {
    renderRoute('/auth', { fetch: fakeServer({ 'GET /auth/options': options() }).fetch });
    await screen.findByRole('heading', { name: 'Welcome back' });
    await submit('Log In');
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    const email = field('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Email is required');
    expect(document.activeElement).toBe(email);

    type('Email', 'ana@');
    type('Password', '123');
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
  });

  it('signs in: busy label, welcome toast, session kept, then home', async () => {
    let answer: (response: Response) => void = () => {};
    const server = fakeServer({
      'GET /auth/options': options(),
      'POST /auth/login': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderRoute('/auth?mode=login', { fetch: server.fetch });
    await screen.findByRole('heading', { name: 'Welcome back' });
    type('Email', '  Ana@Example.com ');
    type('Password', 'secret1');
    await submit('Log In');

    const busy = screen.getByRole('button', { name: 'Signing in...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(server.calls.find(({ path }) => path === '/auth/login')?.body).toEqual({
      email: 'ana@example.com',
      password: 'secret1',
    });

    await act(async () => answer(json(200, { data: session() })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fablecast' })).toBeTruthy();
    expect(await screen.findByText('Welcome back!')).toBeTruthy();
    expect(screen.getByText("You've successfully signed in.")).toBeTruthy();
    expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated', user: ana });
    expect(getAccessToken()).not.toBeNull();
    expect(sessionStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBe('refresh-1');
    expect(JSON.parse(localStorage.getItem(CACHED_USER_STORAGE_KEY) ?? 'null')).toEqual(ana);
  });

  it("shows 'Invalid email or password' for a wrong password, and stays", async () => {
    const server = fakeServer({
      'GET /auth/options': options(),
      'POST /auth/login': () =>
        json(401, { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }),
    });
    renderRoute('/auth', { fetch: server.fetch });
    await screen.findByRole('heading', { name: 'Welcome back' });
    type('Email', 'ana@example.com');
    type('Password', 'wrong-password');
    await submit('Log In');
    expect(await screen.findByText('Authentication Error')).toBeTruthy();
    expect(screen.getByText('Invalid email or password')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeTruthy();
    expect(server.calls.filter(({ path }) => path === '/auth/refresh')).toHaveLength(0);
  });

  it('goes back where the parent was going (redirect)', async () => {
    const server = fakeServer({
      'GET /auth/options': options(),
      'POST /auth/login': () => json(200, { data: session() }),
    });
    renderRoute('/auth?mode=login&redirect=%2Flibrary', { fetch: server.fetch });
    await screen.findByRole('heading', { name: 'Welcome back' });
    type('Email', 'ana@example.com');
    type('Password', 'secret1');
    await submit('Log In');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Library' })).toBeTruthy();
  });
});

describe('/auth: sign-up tab', () => {
  it('opens on mode=signup with name, email and a new password', async () => {
    renderRoute('/auth?mode=signup', { fetch: fakeServer({ 'GET /auth/options': options() }).fetch });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create an account' })).toBeTruthy();
    expect(field('Name').getAttribute('autocomplete')).toBe('name');
    expect(field('Password').getAttribute('autocomplete')).toBe('new-password');
    await submit('Create Account');
    expect(screen.getByText('Name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
  });

  it('switches between the tabs', async () => {
    renderRoute('/auth', { fetch: fakeServer({ 'GET /auth/options': options() }).fetch });
    await screen.findByRole('heading', { name: 'Welcome back' });
    await act(async () => {
      const tab = screen.getByRole('tab', { name: 'Sign Up' });
      fireEvent.mouseDown(tab);
      fireEvent.click(tab);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create an account' })).toBeTruthy();
    expect(screen.getByLabelText('Name')).toBeTruthy();
  });

  it("applies the server's published password policy", async () => {
    const strict = { ...DEFAULT_PASSWORD_POLICY, minLength: 10, requireNumeric: true };
    const server = fakeServer({
      'GET /auth/options': () => json(200, { data: { passwordPolicy: strict, google: null } }),
    });
    renderRoute('/auth?mode=signup', { fetch: server.fetch });
    expect(await screen.findByText('At least 10 characters.')).toBeTruthy();
    type('Password', 'abcdefghij');
    await submit('Create Account');
    expect(screen.getByText('Password must contain a number')).toBeTruthy();
  });

  it("creates the account: 'Creating account...', then the toast and home", async () => {
    let answer: (response: Response) => void = () => {};
    const server = fakeServer({
      'GET /auth/options': options(),
      'POST /auth/register': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderRoute('/auth?mode=signup', { fetch: server.fetch });
    await screen.findByRole('heading', { name: 'Create an account' });
    type('Name', ' Ana ');
    type('Email', 'ana@example.com');
    type('Password', 'secret1');
    await submit('Create Account');
    expect(screen.getByRole('button', { name: 'Creating account...' })).toBeTruthy();
    expect(server.calls.find(({ path }) => path === '/auth/register')?.body).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      password: 'secret1',
    });
    await act(async () => answer(json(201, { data: session() })));
    expect(await screen.findByText('Account created!')).toBeTruthy();
    expect(screen.getByText('Your account has been created successfully.')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fablecast' })).toBeTruthy();
  });

  it('says when the email is taken', async () => {
    const server = fakeServer({
      'GET /auth/options': options(),
      'POST /auth/register': () =>
        json(409, { message: 'An account with this email already exists', code: 'EMAIL_TAKEN' }),
    });
    renderRoute('/auth?mode=signup', { fetch: server.fetch });
    await screen.findByRole('heading', { name: 'Create an account' });
    type('Name', 'Ana');
    type('Email', 'ana@example.com');
    type('Password', 'secret1');
    await submit('Create Account');
    expect(await screen.findByText('An account with this email already exists')).toBeTruthy();
  });
});

describe('/auth: around the forms', () => {
  it('sends a signed-in parent home', async () => {
    useSessionStore.setState({ status: 'authenticated', user: ana });
    renderRoute('/auth', { fetch: fakeServer({ 'GET /auth/options': options() }).fetch });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fablecast' })).toBeTruthy();
  });

  it('shows Google only when the server has a client id', async () => {
    renderRoute('/auth', {
      fetch: fakeServer({ 'GET /auth/options': options({ clientId: 'client-1' }) }).fetch,
    });
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeTruthy();
  });

  it('hides Google when it is off (or the options cannot be fetched)', async () => {
    renderRoute('/auth', { fetch: fakeServer({ 'GET /auth/options': options(null) }).fetch });
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
  });

  it('lets a guest in', async () => {
    renderRoute('/auth', { fetch: fakeServer({ 'GET /auth/options': options() }).fetch });
    await screen.findByRole('heading', { name: 'Welcome back' });
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Continue as guest' }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fablecast' })).toBeTruthy();
  });
});
