import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../../server/db/schema';
import { bearer, registerParent, type SignedInParent } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { sessionIdOf } from '../helpers/tokens';

/**
 * POST /users/{id}/password (ADR 027): the current password, the policy, and the end of every other
 * session of the parent — their refresh tokens and access tokens stop at once — while this one stays.
 */
describe('POST /users/{id}/password', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    // A policy with more than a length, so a refusal can name the rule.
    testApp = await buildTestApp({ env: { PASSWORD_MIN_LENGTH: '8', PASSWORD_REQUIRE_NUMERIC: 'true' } });
  });
  afterAll(() => testApp.close());

  const changePassword = (parent: SignedInParent, payload: object, id = parent.user.id) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/v1/users/${id}/password`,
      headers: parent.headers,
      payload,
    });
  const login = (email: string, password: string) =>
    testApp.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
  const refresh = (refreshToken: string) =>
    testApp.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refreshToken } });
  const me = (accessToken: string) =>
    testApp.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(accessToken) });

  const newParent = () => registerParent(testApp.app, { password: 'first password 1' });

  /** The same parent signed in on another device: a second session. */
  async function otherDevice(parent: SignedInParent, password = parent.password) {
    const response = await login(parent.user.email, password);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { tokens: { accessToken: string; refreshToken: string } } }>().data.tokens;
  }

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const parent = await newParent();

    const response = await changePassword(parent, {
      currentPassword: 'first password 1',
      newPassword: 'second password 2',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { otherSessionsEnded: 0 } });
    expect((await login(parent.user.email, 'first password 1')).statusCode).toBe(401);
    expect((await login(parent.user.email, 'second password 2')).statusCode).toBe(200);
  });

  it('ends every other session of the parent — refresh and access tokens alike — and keeps this one', async () => {
    const parent = await newParent();
    const tablet = await otherDevice(parent);
    const phone = await otherDevice(parent);
    const someoneElse = await newParent();

    const response = await changePassword(parent, {
      currentPassword: 'first password 1',
      newPassword: 'second password 2',
    });

    expect(response.json()).toEqual({ data: { otherSessionsEnded: 2 } });
    // The other devices: their next refresh is refused, and their access tokens stop at once.
    for (const device of [tablet, phone]) {
      const refused = await refresh(device.refreshToken);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('REFRESH_TOKEN_INVALID');
      expect((await me(device.accessToken)).json()).toMatchObject({ code: 'SESSION_ENDED' });
    }
    const [ended] = await testApp.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(tablet.accessToken)));
    expect(ended?.revokedReason).toBe('password-change');
    // This device stays signed in: its access token works, and its refresh token still rotates.
    expect((await me(parent.accessToken)).statusCode).toBe(200);
    const renewed = await refresh(parent.refreshToken);
    expect(renewed.statusCode).toBe(200);
    expect((await me(renewed.json().data.accessToken)).statusCode).toBe(200);
    // Another parent's sessions are not touched.
    expect((await me(someoneElse.accessToken)).statusCode).toBe(200);
    expect((await refresh(someoneElse.refreshToken)).statusCode).toBe(200);
  });

  it('answers 400 WRONG_PASSWORD naming body.currentPassword, and changes nothing', async () => {
    const parent = await newParent();
    const tablet = await otherDevice(parent);

    const response = await changePassword(parent, {
      currentPassword: 'not my password 1',
      newPassword: 'second password 2',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Current password is incorrect',
      code: 'WRONG_PASSWORD',
      details: [{ path: 'body.currentPassword', message: 'Current password is incorrect' }],
    });
    expect((await login(parent.user.email, 'first password 1')).statusCode).toBe(200);
    expect((await refresh(tablet.refreshToken)).statusCode).toBe(200);
  });

  it('answers 400 WEAK_PASSWORD naming body.newPassword and each broken rule, and changes nothing', async () => {
    const parent = await newParent();

    const response = await changePassword(parent, {
      currentPassword: 'first password 1',
      newPassword: 'short',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Password must be at least 8 characters; Password must contain a digit',
      code: 'WEAK_PASSWORD',
      details: [
        { path: 'body.newPassword', rule: 'tooShort', message: 'Password must be at least 8 characters' },
        { path: 'body.newPassword', rule: 'numeric', message: 'Password must contain a digit' },
      ],
    });
    expect((await login(parent.user.email, 'first password 1')).statusCode).toBe(200);
  });

  it.each([
    ['no current password', { newPassword: 'second password 2' }, 'body.currentPassword'],
    [
      'an empty current password',
      { currentPassword: '', newPassword: 'second password 2' },
      'body.currentPassword',
    ],
    ['no new password', { currentPassword: 'first password 1' }, 'body.newPassword'],
    ['a field of another kind', { currentPassword: 'a', newPassword: 'b', email: 'x@example.com' }, 'body'],
  ])('answers 400 VALIDATION_ERROR for %s, naming the field', async (_label, payload, path) => {
    const parent = await newParent();

    const response = await changePassword(parent, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path }] });
  });

  it('answers another parent’s id exactly like a missing one, and changes nothing', async () => {
    const parent = await newParent();
    const owner = await newParent();
    const payload = { currentPassword: 'first password 1', newPassword: 'taken over 3' };

    const foreign = await changePassword(parent, payload, owner.user.id);
    const missing = await changePassword(parent, payload, randomUUID());

    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'User not found', code: 'NOT_FOUND' });
    expect(missing.body).toBe(foreign.body);
    expect((await login(owner.user.email, 'first password 1')).statusCode).toBe(200);
    expect((await me(owner.accessToken)).statusCode).toBe(200);
  });

  it('answers 409 PASSWORD_NOT_SET for an account that only signs in with Google', async () => {
    const parent = await newParent();
    await testApp.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, parent.user.id));

    const response = await changePassword(parent, {
      currentPassword: 'first password 1',
      newPassword: 'second password 2',
    });

    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('PASSWORD_NOT_SET');
  });

  it('is limited per address like sign-in, and limits no other route', async () => {
    const limited = await buildTestApp({
      auth: {
        rateLimits: { signIn: { max: 3, timeWindowMs: 60_000 }, refresh: { max: 100, timeWindowMs: 60_000 } },
      },
    });
    try {
      const parent = await registerParent(limited.app, { password: 'first password 1' }); // 1 of 3
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: `/api/v1/users/${parent.user.id}/password`,
          headers: parent.headers,
          payload: { currentPassword: 'a guess', newPassword: 'second password 2' },
        });
      const statuses = [];
      for (let count = 0; count < 4; count += 1) statuses.push((await attempt()).statusCode);
      expect(statuses).toEqual([400, 400, 400, 429]);
      // The parent's other routes are not counted with it (a regression: they once shared its hook).
      for (let count = 0; count < 5; count += 1) {
        const me = await limited.app.inject({
          method: 'GET',
          url: '/api/v1/users/me',
          headers: parent.headers,
        });
        expect(me.statusCode).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });

  it('answers 401 without a token', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/users/${randomUUID()}/password`,
      payload: { currentPassword: 'a', newPassword: 'b' },
    });

    expect(response.statusCode).toBe(401);
  });
});
