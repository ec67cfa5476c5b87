import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientDeps } from '@/lib/api/api-client';
import {
  ApiError,
  CLIENT_ERROR_CODES,
  NETWORK_ERROR_MESSAGE,
  RATE_LIMIT_MESSAGE,
  rateLimitError,
  SESSION_EXPIRED_MESSAGE,
  sessionExpiredError,
} from '@/lib/api/api-error';
import { fakeServer, json, type RecordedCall } from './fake-server';

const openBucket = { acquire: () => Promise.resolve() };

function client(fetch: typeof globalThis.fetch, overrides: Partial<ApiClientDeps> = {}) {
  const deps: ApiClientDeps = {
    fetch,
    baseUrl: '/api/v1',
    bucket: openBucket,
    getAccessToken: () => null,
    refreshTokens: vi.fn(() => Promise.resolve()),
    expireSession: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
  return { api: createApiClient(deps), deps };
}

describe('API client: requests', () => {
  it('sends JSON with cookies included, and a Bearer header only when a token exists', async () => {
    const server = fakeServer({ 'POST /things': () => json(201, { data: { id: 't-1' } }) });
    let token: string | null = null;
    const { api } = client(server.fetch, { getAccessToken: () => token });

    await api.post('/things', { name: 'Moon' });
    token = 'access-1';
    await api.post('/things', { name: 'Sun' });

    const [anonymous, signedIn] = server.calls as [RecordedCall, RecordedCall];
    expect(anonymous.credentials).toBe('include');
    expect(anonymous.headers['content-type']).toBe('application/json');
    expect(anonymous.headers['authorization']).toBeUndefined();
    expect(anonymous.body).toEqual({ name: 'Moon' });
    expect(signedIn.headers['authorization']).toBe('Bearer access-1');
  });

  it('supports GET, POST, PATCH and DELETE, sending no body or Content-Type without one', async () => {
    const server = fakeServer({
      'GET /things/1': () => json(200, { data: 1 }),
      'POST /things': () => json(200, { data: 2 }),
      'PATCH /things/1': () => json(200, { data: 3 }),
      'DELETE /things/1': () => new Response(null, { status: 204 }),
    });
    const { api } = client(server.fetch);
    expect(await api.get('/things/1')).toBe(1);
    expect(await api.post('/things')).toBe(2);
    expect(await api.patch('/things/1', { name: 'x' })).toBe(3);
    expect(await api.delete('/things/1')).toBeUndefined();
    expect(server.calls.map(({ method }) => method)).toEqual(['GET', 'POST', 'PATCH', 'DELETE']);
    expect(server.calls[0]?.headers['content-type']).toBeUndefined();
    expect(server.calls[1]?.headers['content-type']).toBeUndefined();
  });

  it('answers nothing for a 204', async () => {
    const server = fakeServer({ 'POST /auth/logout': () => new Response(null, { status: 204 }) });
    expect(await client(server.fetch).api.post('/auth/logout')).toBeUndefined();
  });

  it('unwraps `data` when present and returns the whole body otherwise', async () => {
    const server = fakeServer({
      'GET /wrapped': () => json(200, { data: { items: [1, 2], nextCursor: null } }),
      'GET /bare': () => json(200, { status: 'ok' }),
    });
    const { api } = client(server.fetch);
    expect(await api.get('/wrapped')).toEqual({ items: [1, 2], nextCursor: null });
    expect(await api.get('/bare')).toEqual({ status: 'ok' });
  });

  it('turns an error answer into an ApiError with message, status, code and details', async () => {
    const server = fakeServer({
      'POST /auth/register': () =>
        json(409, { message: 'An account with this email already exists', code: 'EMAIL_TAKEN' }),
    });
    const error = await client(server.fetch)
      .api.post('/auth/register', {})
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'An account with this email already exists',
      status: 409,
      code: 'EMAIL_TAKEN',
    });
  });

  it("reports a network failure as status 0, 'Network error. Please check your connection.'", async () => {
    const offline = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await client(offline)
      .api.get('/users/me')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 0,
      message: NETWORK_ERROR_MESSAGE,
      code: CLIENT_ERROR_CODES.network,
    });
  });

  it('lets an abort through as an abort', async () => {
    const aborted = vi.fn(() => Promise.reject(new DOMException('stop', 'AbortError')));
    const error = await client(aborted)
      .api.get('/users/me')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DOMException);
  });

  it('waits for the rate limit before sending, and fails with 429 when it gives up', async () => {
    const server = fakeServer({ 'GET /users/me': () => json(200, { data: {} }) });
    const { api } = client(server.fetch, { bucket: { acquire: () => Promise.reject(rateLimitError()) } });
    const error = await api.get('/users/me').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 429, message: RATE_LIMIT_MESSAGE });
    expect(server.calls).toHaveLength(0);
  });
});

describe('API client: 401 and the session', () => {
  it('refreshes once for two requests that both get 401, then retries both with the new token', async () => {
    let token = 'expired';
    const server = fakeServer({
      'GET /a': ({ headers }) =>
        headers['authorization'] === 'Bearer fresh' ? json(200, { data: 'a' }) : json(401, {}),
      'GET /b': ({ headers }) =>
        headers['authorization'] === 'Bearer fresh' ? json(200, { data: 'b' }) : json(401, {}),
    });
    let finishRefresh: () => void = () => {};
    const refreshTokens = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finishRefresh = () => {
            token = 'fresh';
            resolve();
          };
        }),
    );
    const { api } = client(server.fetch, { getAccessToken: () => token, refreshTokens });

    const both = Promise.all([api.get('/a'), api.get('/b')]);
    await vi.waitFor(() => expect(server.calls).toHaveLength(2));
    await vi.waitFor(() => expect(refreshTokens).toHaveBeenCalled());
    finishRefresh();

    expect(await both).toEqual(['a', 'b']);
    expect(refreshTokens).toHaveBeenCalledTimes(1);
    expect(server.calls.map(({ path, headers }) => `${path} ${headers['authorization']}`)).toEqual([
      '/a Bearer expired',
      '/b Bearer expired',
      '/a Bearer fresh',
      '/b Bearer fresh',
    ]);
  });

  it('ends the session once, and fails every waiting request, when the refresh is refused', async () => {
    const server = fakeServer({ 'GET /a': () => json(401, {}), 'GET /b': () => json(401, {}) });
    const refreshTokens = vi.fn(() => Promise.reject(sessionExpiredError()));
    const expireSession = vi.fn(() => Promise.resolve());
    const { api } = client(server.fetch, { getAccessToken: () => 'old', refreshTokens, expireSession });

    const results = await Promise.allSettled([api.get('/a'), api.get('/b')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    for (const result of results) {
      if (result.status === 'rejected') {
        expect(result.reason).toMatchObject({ status: 401, message: SESSION_EXPIRED_MESSAGE });
      }
    }
    expect(refreshTokens).toHaveBeenCalledTimes(1);
    expect(expireSession).toHaveBeenCalledTimes(1);
    expect(server.calls).toHaveLength(2); // No retry without a new token.
  });

  it('keeps the session when the refresh could not reach the server', async () => {
    const server = fakeServer({ 'GET /a': () => json(401, {}) });
    const expireSession = vi.fn(() => Promise.resolve());
    const { api } = client(server.fetch, {
      refreshTokens: () => Promise.reject(new ApiError(NETWORK_ERROR_MESSAGE, 0, CLIENT_ERROR_CODES.network)),
      expireSession,
    });
    await expect(api.get('/a')).rejects.toMatchObject({ status: 0 });
    expect(expireSession).not.toHaveBeenCalled();
  });

  it('retries only once: a 401 to the retried request ends the session', async () => {
    const server = fakeServer({
      'GET /a': () => json(401, { message: 'Session expired. Please login again.' }),
    });
    const refreshTokens = vi.fn(() => Promise.resolve());
    const expireSession = vi.fn(() => Promise.resolve());
    const { api } = client(server.fetch, { refreshTokens, expireSession });
    await expect(api.get('/a')).rejects.toMatchObject({
      status: 401,
      code: CLIENT_ERROR_CODES.sessionExpired,
    });
    expect(server.calls).toHaveLength(2);
    expect(refreshTokens).toHaveBeenCalledTimes(1);
    expect(expireSession).toHaveBeenCalledTimes(1);
  });

  it('does not refresh for calls whose 401 means wrong credentials', async () => {
    const server = fakeServer({
      'POST /auth/login': () =>
        json(401, { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }),
    });
    const refreshTokens = vi.fn(() => Promise.resolve());
    const { api } = client(server.fetch, { refreshTokens });
    await expect(api.post('/auth/login', {}, { skipAuthRefresh: true })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password',
    });
    expect(refreshTokens).not.toHaveBeenCalled();
  });
});
