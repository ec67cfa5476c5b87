import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerParent, type SignedInParent } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { sessionIdOf, signAccessToken, unsignedToken } from '../helpers/tokens';

/** What `app.authenticate` lets through, shown on GET /users/me. */
describe('access tokens', () => {
  let testApp: TestApp;
  let parent: SignedInParent;
  let claims: { sub: string; sid: string };

  beforeAll(async () => {
    testApp = await buildTestApp();
    parent = await registerParent(testApp.app);
    claims = { sub: parent.user.id, sid: sessionIdOf(parent.accessToken) };
  });
  afterAll(() => testApp.close());

  const me = (authorization?: string) =>
    testApp.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: authorization === undefined ? {} : { authorization },
    });

  it('accepts the access token from sign-in', async () => {
    const response = await me(`Bearer ${parent.accessToken}`);

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(parent.user);
  });

  it('is an HS256 JWT for 15 minutes naming the user and the session', async () => {
    const [header = '', payload = ''] = parent.accessToken.split('.');
    const decode = (part: string): unknown => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

    expect(decode(header)).toEqual({ alg: 'HS256', typ: 'at+jwt' });
    const body = decode(payload);
    expect(body).toMatchObject({ sub: parent.user.id, typ: 'access', iss: 'fablecast', aud: 'fablecast' });
    const { iat, exp } = z.object({ iat: z.number(), exp: z.number() }).parse(body);
    expect(exp - iat).toBe(15 * 60);
  });

  it('answers 401 UNAUTHORIZED without an Authorization header', async () => {
    const response = await me();

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'You must be logged in', code: 'UNAUTHORIZED' });
  });

  it('answers 401 TOKEN_EXPIRED for an expired token', async () => {
    const expired = await signAccessToken(claims, { expiresAt: Math.floor(Date.now() / 1000) - 1 });

    const response = await me(`Bearer ${expired}`);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'Session expired. Please login again.',
      code: 'TOKEN_EXPIRED',
    });
  });

  it.each([
    ['a token signed with another secret', () => signAccessToken(claims, { secret: 'x'.repeat(48) })],
    ['alg: none', async () => unsignedToken(claims)],
    [
      'a tampered payload',
      async () => {
        const [header, , signature] = parent.accessToken.split('.');
        const payload = Buffer.from(JSON.stringify({ ...claims, sub: randomUUID(), typ: 'access' })).toString(
          'base64url',
        );
        return `${header}.${payload}.${signature}`;
      },
    ],
    ['the wrong token type claim', () => signAccessToken({ ...claims, typ: 'refresh' })],
    ['the wrong header type', () => signAccessToken(claims, { headerType: 'JWT' })],
    ['another audience', () => signAccessToken({ ...claims, aud: 'someone-else' })],
    ['another issuer', () => signAccessToken({ ...claims, iss: 'someone-else' })],
    ['a subject that is not a user id', () => signAccessToken({ ...claims, sub: "1' or '1'='1" })],
    ['a refresh token', async () => parent.refreshToken],
    ['rubbish', async () => 'not.a.jwt'],
  ])('answers 401 TOKEN_INVALID for %s', async (_case, makeToken) => {
    const response = await me(`Bearer ${await makeToken()}`);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'Invalid access token. Please login again.',
      code: 'TOKEN_INVALID',
    });
  });

  it.each(['Basic dXNlcjpwYXNz', 'Bearer', '', `Token ${'a'.repeat(20)}`, `Bearer a b`])(
    'answers 401 TOKEN_INVALID for the header %j',
    async (authorization) => {
      const response = await me(authorization);

      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('TOKEN_INVALID');
    },
  );

  it('answers 401 SESSION_ENDED for a well-signed token of a session that does not exist', async () => {
    const token = await signAccessToken({ ...claims, sid: randomUUID() });

    const response = await me(`Bearer ${token}`);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'Session expired. Please login again.',
      code: 'SESSION_ENDED',
    });
  });

  it('answers 401 SESSION_ENDED for a valid token naming another user’s session', async () => {
    const other = await registerParent(testApp.app);
    const token = await signAccessToken({ sub: parent.user.id, sid: sessionIdOf(other.accessToken) });

    expect((await me(`Bearer ${token}`)).json().code).toBe('SESSION_ENDED');
  });
});
