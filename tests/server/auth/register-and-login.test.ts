import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../../server/auth/password-hash';
import { users } from '../../../server/db/schema';
import { refreshCookie, registerParent, uniqueEmail } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

describe('POST /auth/register and /auth/login', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  const register = (payload: unknown) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json' },
    });
  const login = (payload: unknown) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json' },
    });

  describe('register', () => {
    it('creates the account, signs in, and answers 201 with the user and both tokens', async () => {
      const response = await register({
        name: '  Alex Rivera ',
        email: '  Alex.Rivera@Example.COM ',
        password: 'sunny-day',
      });

      expect(response.statusCode).toBe(201);
      const { data } = response.json();
      expect(data).toEqual({
        user: { id: expect.any(String), name: 'Alex Rivera', email: 'alex.rivera@example.com', avatar: null },
        tokens: { accessToken: expect.any(String), refreshToken: expect.any(String) },
      });
      expect(response.headers['cache-control']).toBe('no-store');
      const cookie = refreshCookie(response);
      expect(cookie).toEqual({
        value: data.tokens.refreshToken,
        attributes: {
          'max-age': expect.any(String),
          path: '/api/v1/auth',
          httponly: true,
          samesite: 'Strict',
        },
      });
      // The session's 30 days, less the moment it took to answer.
      expect(Number(cookie?.attributes['max-age'])).toBeGreaterThan(30 * 86_400 - 60);
      const me = await testApp.app.inject({
        method: 'GET',
        url: '/api/v1/users/me',
        headers: { authorization: `Bearer ${data.tokens.accessToken}` },
      });
      expect(me.json().data).toEqual(data.user);
    });

    it('stores a scrypt hash, never the password', async () => {
      const email = uniqueEmail();
      await register({ name: 'Sam', email, password: 'my-secret-words' });

      const [row] = await testApp.database.db.select().from(users).where(eq(users.email, email));
      expect(row?.passwordHash).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
      expect(JSON.stringify(row)).not.toContain('my-secret-words');
    });

    it('answers 409 EMAIL_TAKEN for an email already registered, whatever its case', async () => {
      const email = uniqueEmail();
      await register({ name: 'First', email, password: 'password-1' });

      const response = await register({
        name: 'Second',
        email: ` ${email.toUpperCase()}`,
        password: 'password-2',
      });

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'An account with this email already exists',
        code: 'EMAIL_TAKEN',
      });
      expect(refreshCookie(response)).toBeUndefined();
    });

    it('answers 409 to two sign-ups racing for one email, and creates one account', async () => {
      const email = uniqueEmail();
      const responses = await Promise.all(
        [1, 2, 3].map((n) => register({ name: `Racer ${n}`, email, password: 'racing-along' })),
      );

      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
      expect(await testApp.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    });

    it.each([
      ['no name', { email: 'a@example.com', password: 'secret' }, 'body.name'],
      ['no email', { name: 'Al', password: 'secret' }, 'body.email'],
      ['no password', { name: 'Al', email: 'a@example.com' }, 'body.password'],
      ['a one-letter name', { name: 'A', email: 'a@example.com', password: 'secret' }, 'body.name'],
      [
        'a name over 100 characters',
        { name: 'x'.repeat(101), email: 'a@example.com', password: 'secret' },
        'body.name',
      ],
      ['a blank name', { name: '   ', email: 'a@example.com', password: 'secret' }, 'body.name'],
      ['an invalid email', { name: 'Al', email: 'not-an-email', password: 'secret' }, 'body.email'],
      [
        'an email over 255 characters',
        { name: 'Al', email: `${'a'.repeat(250)}@example.com`, password: 'secret' },
        'body.email',
      ],
      ['an empty password', { name: 'Al', email: 'a@example.com', password: '' }, 'body.password'],
      ['a numeric password', { name: 'Al', email: 'a@example.com', password: 123456 }, 'body.password'],
      ['a name that is a list', { name: ['Al'], email: 'a@example.com', password: 'secret' }, 'body.name'],
    ])('answers 400 VALIDATION_ERROR for %s', async (_label, payload, path) => {
      const response = await register(payload);

      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.details).toContainEqual({ path, message: expect.any(String) });
      expect(body.details.every((detail: { path: string }) => detail.path === path)).toBe(true);
    });

    it('refuses a NUL character, which PostgreSQL cannot store, with a 400 naming the field', async () => {
      const response = await register({ name: 'Al\u0000ice', email: uniqueEmail(), password: 'secret' });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'body.name: must not contain the NUL character (U+0000)',
        code: 'VALIDATION_ERROR',
        details: [{ path: 'body.name', message: 'must not contain the NUL character (U+0000)' }],
      });
    });

    it('uses the spec’s messages for its own rules', async () => {
      const response = await register({ name: 'A', email: 'nope', password: 'secret' });

      expect(response.json().details).toEqual([
        { path: 'body.email', message: 'Invalid email address' },
        { path: 'body.name', message: 'Name must be at least 2 characters' },
      ]);
    });

    it('answers 400 WEAK_PASSWORD under the default policy (at least 6 characters)', async () => {
      const response = await register({ name: 'Al', email: uniqueEmail(), password: 'five5' });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Password must be at least 6 characters',
        code: 'WEAK_PASSWORD',
        details: [
          { path: 'body.password', rule: 'tooShort', message: 'Password must be at least 6 characters' },
        ],
      });
    });

    it('counts characters, not bytes: six emoji are six characters', async () => {
      const response = await register({ name: 'Al', email: uniqueEmail(), password: '🦊🦊🦊🦊🦊🦊' });

      expect(response.statusCode).toBe(201);
    });

    it('ignores fields it does not know, such as an id or an admin flag', async () => {
      const id = '00000000-0000-4000-8000-000000000000';
      const response = await register({
        name: 'Al',
        email: uniqueEmail(),
        password: 'secret',
        id,
        isAdmin: true,
      });

      expect(response.statusCode).toBe(201);
      expect(response.json().data.user.id).not.toBe(id);
    });
  });

  describe('login', () => {
    it('signs in with the email in any case and spacing, answering the user and both tokens', async () => {
      const parent = await registerParent(testApp.app, { password: 'open sesame' });

      const response = await login({
        email: ` ${parent.user.email.toUpperCase()} `,
        password: 'open sesame',
      });

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        user: parent.user,
        tokens: { accessToken: expect.any(String), refreshToken: expect.any(String) },
      });
      expect(response.json().data.tokens.refreshToken).not.toBe(parent.refreshToken);
      expect(refreshCookie(response)?.value).toBe(response.json().data.tokens.refreshToken);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('answers an unknown email and a wrong password with the same 401', async () => {
      const parent = await registerParent(testApp.app, { password: 'open sesame' });

      const wrongPassword = await login({ email: parent.user.email, password: 'open sesame!' });
      const unknownEmail = await login({ email: uniqueEmail('nobody'), password: 'open sesame' });

      expect(wrongPassword.statusCode).toBe(401);
      expect(unknownEmail.statusCode).toBe(401);
      expect(wrongPassword.json()).toEqual({
        message: 'Invalid email or password',
        code: 'INVALID_CREDENTIALS',
      });
      expect(unknownEmail.json()).toEqual(wrongPassword.json());
      expect(refreshCookie(wrongPassword)).toBeUndefined();
    });

    it('never truncates: a long password differing only in its last character is wrong', async () => {
      const password = `${'long passphrase '.repeat(20)}A`;
      const parent = await registerParent(testApp.app, { password });

      expect(
        (await login({ email: parent.user.email, password: `${password.slice(0, -1)}B` })).statusCode,
      ).toBe(401);
      expect((await login({ email: parent.user.email, password })).statusCode).toBe(200);
    });

    it('answers 401 for an account that only signs in with Google', async () => {
      const email = uniqueEmail();
      await testApp.database.db.insert(users).values({ name: 'Googler', email, passwordHash: null });

      const response = await login({ email, password: 'anything-at-all' });

      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('INVALID_CREDENTIALS');
    });

    it('re-hashes a password stored at a lower cost once it is proven right', async () => {
      const email = uniqueEmail();
      const weak = await createPasswordHasher({ N: 2 ** 4, r: 8, p: 1 }).hash('upgrade me');
      await testApp.database.db.insert(users).values({ name: 'Old Timer', email, passwordHash: weak });

      expect((await login({ email, password: 'upgrade me' })).statusCode).toBe(200);

      const [row] = await testApp.database.db.select().from(users).where(eq(users.email, email));
      expect(row?.passwordHash).toMatch(/^scrypt\$1024\$8\$1\$/);
      expect((await login({ email, password: 'upgrade me' })).statusCode).toBe(200);
    });

    it.each([
      [{ password: 'secret' }, 'body.email'],
      [{ email: 'a@example.com' }, 'body.password'],
      [{ email: 'a@example.com', password: '' }, 'body.password'],
      [{ email: 'not-an-email', password: 'secret' }, 'body.email'],
      [{ email: 42, password: 'secret' }, 'body.email'],
    ])('answers 400 VALIDATION_ERROR for %j, naming %s', async (payload, path) => {
      const response = await login(payload);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path }] });
    });
  });
});
