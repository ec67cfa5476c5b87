import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../server/db/schema';
import { registerParent, refreshCookie, type SignedInParent } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { expireSession, sessionIdOf, spendRefreshTokenAgo } from '../helpers/tokens';

/** Refresh-token rotation, reuse detection, the two-tab leeway, absolute expiry and logout (ADR 006). */
describe('POST /auth/refresh and /auth/logout', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  const refreshWithBody = (refreshToken: string) =>
    testApp.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refreshToken } });
  const refreshWithCookie = (refreshToken: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      cookies: { fc_refresh: refreshToken },
    });
  const me = (accessToken: string) =>
    testApp.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${accessToken}` },
    });
  const tokensOf = (response: { json: () => { data: { accessToken: string; refreshToken: string } } }) =>
    response.json().data;

  async function signIn(): Promise<SignedInParent> {
    return registerParent(testApp.app);
  }

  /** The same parent signing in on another device: a second session. */
  async function signInElsewhere(parent: SignedInParent) {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: parent.user.email, password: parent.password },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { tokens: { accessToken: string; refreshToken: string } } }>().data.tokens;
  }

  it('exchanges the refresh token from the body for a new pair, rotating it', async () => {
    const parent = await signIn();

    const response = await refreshWithBody(parent.refreshToken);

    expect(response.statusCode).toBe(200);
    const tokens = tokensOf(response);
    expect(Object.keys(response.json().data).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(tokens.refreshToken).not.toBe(parent.refreshToken);
    expect(tokens.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(refreshCookie(response)?.value).toBe(tokens.refreshToken);
    expect((await me(tokens.accessToken)).statusCode).toBe(200);
    // The new token keeps working, and its successor too.
    const next = await refreshWithBody(tokens.refreshToken);
    expect(next.statusCode).toBe(200);
    expect(sessionIdOf(tokensOf(next).accessToken)).toBe(sessionIdOf(parent.accessToken));
  });

  it('accepts the token from the HttpOnly cookie when the body has none, and with no body at all', async () => {
    const parent = await signIn();

    const withEmptyBody = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: {},
      cookies: { fc_refresh: parent.refreshToken },
    });
    expect(withEmptyBody.statusCode).toBe(200);

    const withoutBody = await refreshWithCookie(tokensOf(withEmptyBody).refreshToken);
    expect(withoutBody.statusCode).toBe(200);
    expect(refreshCookie(withoutBody)).toMatchObject({
      value: tokensOf(withoutBody).refreshToken,
      attributes: { httponly: true, samesite: 'Strict', path: '/api/v1/auth' },
    });
  });

  it('prefers the body over the cookie', async () => {
    const parent = await signIn();

    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { refreshToken: parent.refreshToken },
      cookies: { fc_refresh: 'some-stale-cookie-token' },
    });

    expect(response.statusCode).toBe(200);
  });

  it('answers 401 UNAUTHORIZED when no token is presented at all', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/v1/auth/refresh' });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'No session to refresh. Please login again.',
      code: 'UNAUTHORIZED',
    });
  });

  it('answers 401 REFRESH_TOKEN_INVALID for an unknown token and clears the cookie', async () => {
    const response = await refreshWithCookie('not-a-token-we-ever-issued');

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'Session expired. Please login again.',
      code: 'REFRESH_TOKEN_INVALID',
    });
    expect(refreshCookie(response)).toMatchObject({ value: '', attributes: { 'max-age': '0' } });
  });

  it('lets a second tab use the same token within the 30 s leeway, each tab getting its own successor', async () => {
    const parent = await signIn();
    // At the same moment: on PostgreSQL the two transactions really race for the token's row.
    const [firstTab, secondTab] = await Promise.all([
      refreshWithBody(parent.refreshToken),
      refreshWithBody(parent.refreshToken),
    ]);

    expect(firstTab.statusCode).toBe(200);
    expect(secondTab.statusCode).toBe(200);
    expect(tokensOf(secondTab).refreshToken).not.toBe(tokensOf(firstTab).refreshToken);
    expect((await refreshWithBody(tokensOf(firstTab).refreshToken)).statusCode).toBe(200);
    expect((await refreshWithBody(tokensOf(secondTab).refreshToken)).statusCode).toBe(200);
  });

  it('measures the leeway from the first use, so re-presenting a token cannot stretch it', async () => {
    const parent = await signIn();
    await refreshWithBody(parent.refreshToken);
    await spendRefreshTokenAgo(testApp.database.db, parent.refreshToken, 25);

    expect((await refreshWithBody(parent.refreshToken)).statusCode).toBe(200);
    await spendRefreshTokenAgo(testApp.database.db, parent.refreshToken, 31);
    expect((await refreshWithBody(parent.refreshToken)).json().code).toBe('REFRESH_TOKEN_REUSED');
  });

  it('revokes the whole family when a rotated token is replayed after the leeway', async () => {
    const victim = await signIn();
    const otherDevice = await signInElsewhere(victim);
    // The thief refreshes first with a stolen token; the victim later presents the spent one.
    const thief = tokensOf(await refreshWithBody(victim.refreshToken));
    await spendRefreshTokenAgo(testApp.database.db, victim.refreshToken, 31);

    const replay = await refreshWithBody(victim.refreshToken);

    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({
      message: 'Session expired. Please login again.',
      code: 'REFRESH_TOKEN_REUSED',
    });
    expect(refreshCookie(replay)?.attributes['max-age']).toBe('0');
    // Both the thief's token and every access token of the family are dead…
    expect((await refreshWithBody(thief.refreshToken)).json().code).toBe('REFRESH_TOKEN_INVALID');
    expect((await me(thief.accessToken)).json()).toMatchObject({ code: 'SESSION_ENDED' });
    expect((await me(victim.accessToken)).statusCode).toBe(401);
    const [family] = await testApp.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(victim.accessToken)));
    expect(family).toMatchObject({ revokedReason: 'reuse', revokedAt: expect.any(Date) });
    // …while the same parent's session on another device is untouched.
    expect((await refreshWithBody(otherDevice.refreshToken)).statusCode).toBe(200);
  });

  it('ends a session 30 days after sign-in however often it was refreshed', async () => {
    const parent = await signIn();
    const sessionId = sessionIdOf(parent.accessToken);
    const [session] = await testApp.database.db.select().from(sessions).where(eq(sessions.id, sessionId));
    const lifetimeDays =
      ((session?.expiresAt.getTime() ?? 0) - (session?.createdAt.getTime() ?? 0)) / 86_400_000;
    expect(lifetimeDays).toBeCloseTo(30, 3);
    const refreshed = tokensOf(await refreshWithBody(parent.refreshToken));
    const [after] = await testApp.database.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(after?.expiresAt).toEqual(session?.expiresAt);

    await expireSession(testApp.database.db, sessionId);
    const response = await refreshWithBody(refreshed.refreshToken);

    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('REFRESH_TOKEN_EXPIRED');
    expect((await me(refreshed.accessToken)).json().code).toBe('SESSION_ENDED');
  });

  it('sets the cookie to expire with the session', async () => {
    const parent = await signIn();
    const response = await refreshWithBody(parent.refreshToken);

    const maxAge = Number(refreshCookie(response)?.attributes['max-age']);
    expect(maxAge).toBeGreaterThan(30 * 86_400 - 60);
    expect(maxAge).toBeLessThanOrEqual(30 * 86_400);
  });

  describe('logout', () => {
    const logout = (options: {
      payload?: object;
      cookies?: Record<string, string>;
      headers?: Record<string, string>;
    }) => testApp.app.inject({ method: 'POST', url: '/api/v1/auth/logout', ...options });

    it('ends the session of the token in the body: refresh and access tokens answer 401 at once', async () => {
      const parent = await signIn();

      const response = await logout({ payload: { refreshToken: parent.refreshToken } });

      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(refreshCookie(response)).toMatchObject({
        value: '',
        attributes: { 'max-age': '0', path: '/api/v1/auth' },
      });
      expect((await refreshWithBody(parent.refreshToken)).json().code).toBe('REFRESH_TOKEN_INVALID');
      expect((await me(parent.accessToken)).json().code).toBe('SESSION_ENDED');
    });

    it('ends the session of the cookie', async () => {
      const parent = await signIn();

      expect((await logout({ cookies: { fc_refresh: parent.refreshToken } })).statusCode).toBe(204);
      expect((await refreshWithCookie(parent.refreshToken)).statusCode).toBe(401);
    });

    it('ends the session of the bearer token when no refresh token is presented', async () => {
      const parent = await signIn();

      expect((await logout({ headers: parent.headers })).statusCode).toBe(204);
      expect((await refreshWithBody(parent.refreshToken)).statusCode).toBe(401);
    });

    it('leaves the parent’s other sessions alone', async () => {
      const parent = await signIn();
      const elsewhere = await signInElsewhere(parent);

      await logout({ payload: { refreshToken: parent.refreshToken } });

      expect((await me(elsewhere.accessToken)).statusCode).toBe(200);
    });

    it('answers 204 with no token, an unknown one, or one already logged out', async () => {
      const parent = await signIn();
      await logout({ payload: { refreshToken: parent.refreshToken } });

      expect((await logout({})).statusCode).toBe(204);
      expect((await logout({ payload: { refreshToken: 'never-issued' } })).statusCode).toBe(204);
      expect((await logout({ payload: { refreshToken: parent.refreshToken } })).statusCode).toBe(204);
      expect((await logout({ headers: { authorization: 'Bearer rubbish' } })).statusCode).toBe(204);
    });

    it('refuses a refresh token of the wrong type with 400', async () => {
      const response = await logout({ payload: { refreshToken: 42 } });

      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([{ path: 'body.refreshToken', message: expect.any(String) }]);
    });
  });
});
