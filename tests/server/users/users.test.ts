import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, sessions, userIdentities, users } from '../../../server/db/schema';
import { refreshCookie, registerParent, uniqueEmail, type SignedInParent } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { sessionIdOf } from '../helpers/tokens';

/** /users (ADR 007): a parent sees and changes only their own user. */
describe('/users', () => {
  let testApp: TestApp;
  let parent: SignedInParent;
  let other: SignedInParent;

  beforeAll(async () => {
    testApp = await buildTestApp();
    parent = await registerParent(testApp.app, { name: 'Pat Parent' });
    other = await registerParent(testApp.app, { name: 'Olly Other' });
  });
  afterAll(() => testApp.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    as?: SignedInParent,
    payload?: object,
  ) =>
    testApp.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: as?.headers ?? {},
      ...(payload ? { payload } : {}),
    });
  const notFound = { message: 'User not found', code: 'NOT_FOUND' };

  describe('GET /users/me', () => {
    it('answers the caller', async () => {
      const response = await call('GET', '/users/me', parent);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: parent.user });
    });

    it('answers 401 without a token', async () => {
      expect((await call('GET', '/users/me')).json()).toEqual({
        message: 'You must be logged in',
        code: 'UNAUTHORIZED',
      });
    });
  });

  describe('GET /users/{id}', () => {
    it('answers the caller’s own user', async () => {
      const response = await call('GET', `/users/${parent.user.id}`, parent);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: parent.user });
    });

    it('answers another parent’s id exactly like an id that does not exist', async () => {
      const foreign = await call('GET', `/users/${other.user.id}`, parent);
      const missing = await call('GET', `/users/${randomUUID()}`, parent);

      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(notFound);
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toBe(foreign.body);
    });

    it('answers 400 naming params.id for an id that is not a UUID', async () => {
      const response = await call('GET', '/users/42', parent);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'params.id: Must be a user id (a UUID)',
        code: 'VALIDATION_ERROR',
        details: [{ path: 'params.id', message: 'Must be a user id (a UUID)' }],
      });
    });

    it('answers 401 before looking at the id when there is no token', async () => {
      expect((await call('GET', `/users/${parent.user.id}`)).statusCode).toBe(401);
      expect((await call('GET', '/users/42')).statusCode).toBe(401);
    });
  });

  describe('GET /users', () => {
    it('lists only the caller: there is no admin role', async () => {
      const response = await call('GET', '/users', parent);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { items: [parent.user], total: 1 } });
    });

    it('honours skip and take', async () => {
      expect((await call('GET', '/users?skip=0&take=1', parent)).json().data.items).toEqual([parent.user]);
      expect((await call('GET', '/users?skip=1&take=25', parent)).json().data).toEqual({
        items: [],
        total: 1,
      });
    });

    it.each([
      ['skip=-1', 'querystring.skip'],
      ['take=0', 'querystring.take'],
      ['take=101', 'querystring.take'],
      ['skip=abc', 'querystring.skip'],
      ['take=1.5', 'querystring.take'],
    ])('answers 400 for %s', async (query, path) => {
      const response = await call('GET', `/users?${query}`, parent);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path }] });
    });

    it('answers 401 without a token', async () => {
      expect((await call('GET', '/users')).statusCode).toBe(401);
    });
  });

  describe('POST /users', () => {
    it('creates an account like registration does, answering 201 with the user and no session', async () => {
      const email = uniqueEmail();
      const response = await call('POST', '/users', undefined, {
        name: ' Neu ',
        email: email.toUpperCase(),
        password: 'hello-world',
      });

      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ data: { id: expect.any(String), name: 'Neu', email, avatar: null } });
      expect(refreshCookie(response)).toBeUndefined();
      const login = await call('POST', '/auth/login', undefined, { email, password: 'hello-world' });
      expect(login.statusCode).toBe(200);
    });

    it('answers 409 for a taken email and 400 for a bad body', async () => {
      const duplicate = await call('POST', '/users', parent, {
        name: 'Dup',
        email: parent.user.email,
        password: 'hello-world',
      });
      const bad = await call('POST', '/users', parent, { name: 'No Email', password: 'hello-world' });

      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().code).toBe('EMAIL_TAKEN');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'body.email' }] });
    });
  });

  describe('PATCH /users/{id}', () => {
    it('changes the name, email (trimmed, lower-cased) and avatar, and answers the updated user', async () => {
      const me = await registerParent(testApp.app);
      const email = uniqueEmail('new');

      const response = await call('PATCH', `/users/${me.user.id}`, me, {
        name: '  Renamed Parent ',
        email: ` ${email.toUpperCase()} `,
        avatar: 'https://example.com/me.png',
      });

      expect(response.statusCode).toBe(200);
      const updated = { id: me.user.id, name: 'Renamed Parent', email, avatar: 'https://example.com/me.png' };
      expect(response.json()).toEqual({ data: updated });
      expect((await call('GET', '/users/me', me)).json().data).toEqual(updated);
      expect(
        (await call('POST', '/auth/login', undefined, { email, password: me.password })).statusCode,
      ).toBe(200);
    });

    it('clears the avatar with an empty string or null, and changes nothing for an empty body', async () => {
      const me = await registerParent(testApp.app);
      await call('PATCH', `/users/${me.user.id}`, me, { avatar: 'https://example.com/a.png' });

      expect((await call('PATCH', `/users/${me.user.id}`, me, { avatar: '' })).json().data.avatar).toBeNull();
      await call('PATCH', `/users/${me.user.id}`, me, { avatar: 'https://example.com/a.png' });
      expect(
        (await call('PATCH', `/users/${me.user.id}`, me, { avatar: null })).json().data.avatar,
      ).toBeNull();
      expect((await call('PATCH', `/users/${me.user.id}`, me, {})).json().data).toEqual({
        ...me.user,
        avatar: null,
      });
    });

    it('answers 409 EMAIL_TAKEN when the new email belongs to someone else, and keeps the old one', async () => {
      const response = await call('PATCH', `/users/${parent.user.id}`, parent, {
        email: other.user.email.toUpperCase(),
      });

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'An account with this email already exists',
        code: 'EMAIL_TAKEN',
      });
      expect((await call('GET', '/users/me', parent)).json().data.email).toBe(parent.user.email);
    });

    it('keeps a Google-verified email verified only while it is unchanged', async () => {
      const me = await registerParent(testApp.app);
      await testApp.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, me.user.id));

      await call('PATCH', `/users/${me.user.id}`, me, { email: me.user.email, name: 'Same Email' });
      const [kept] = await testApp.database.db.select().from(users).where(eq(users.id, me.user.id));
      await call('PATCH', `/users/${me.user.id}`, me, { email: uniqueEmail() });
      const [changed] = await testApp.database.db.select().from(users).where(eq(users.id, me.user.id));

      expect(kept?.emailVerified).toBe(true);
      expect(changed?.emailVerified).toBe(false);
    });

    it('answers another parent’s id exactly like a missing one, and changes nothing', async () => {
      const foreign = await call('PATCH', `/users/${other.user.id}`, parent, { name: 'Hijacked' });
      const missing = await call('PATCH', `/users/${randomUUID()}`, parent, { name: 'Hijacked' });

      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(notFound);
      expect(missing.body).toBe(foreign.body);
      expect((await call('GET', '/users/me', other)).json().data).toEqual(other.user);
    });

    it.each([
      ['a one-letter name', { name: 'A' }, 'body.name'],
      ['a name over 100 characters', { name: 'x'.repeat(101) }, 'body.name'],
      ['an invalid email', { email: 'nope' }, 'body.email'],
      ['an avatar that is not a URL', { avatar: 'not a url' }, 'body.avatar'],
      ['a javascript: avatar', { avatar: 'javascript:alert(1)' }, 'body.avatar'],
      [
        'an avatar URL over 2048 characters',
        { avatar: `https://example.com/${'a'.repeat(2100)}` },
        'body.avatar',
      ],
      ['a password (not changed here)', { password: 'sneaky-change' }, 'body'],
      ['an id', { id: randomUUID() }, 'body'],
    ])('answers 400 for %s, naming the field', async (_label, payload, path) => {
      const response = await call('PATCH', `/users/${parent.user.id}`, parent, payload);

      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.details.length).toBeGreaterThan(0);
      for (const detail of body.details) expect(detail.path).toBe(path);
    });
    it.each([
      [
        'a name of one letter after trimming',
        { name: '  A  ' },
        'body.name',
        'Name must be at least 2 characters',
      ],
      [
        'a name of 101 letters',
        { name: 'x'.repeat(101) },
        'body.name',
        'Name must be less than 100 characters',
      ],
      ['an invalid email', { email: 'parent@' }, 'body.email', 'Invalid email address'],
      [
        'an email over 255 characters',
        { email: `${'x'.repeat(250)}@example.com` },
        'body.email',
        'Email must be less than 255 characters',
      ],
      ['an avatar that is not a URL', { avatar: 'me.png' }, 'body.avatar', 'Must be a valid URL'],
    ])('refuses %s with the spec’s message (S§5)', async (_label, payload, path, message) => {
      const response = await call('PATCH', `/users/${parent.user.id}`, parent, payload);

      expect(response.statusCode).toBe(400);
      expect(response.json().details).toContainEqual({ path, message });
    });
  });

  describe('DELETE /users/{id}', () => {
    it('deletes the account with its sessions and identities; its tokens stop working at once', async () => {
      const me = await registerParent(testApp.app);
      await testApp.database.db
        .insert(userIdentities)
        .values({ provider: 'google', subject: `sub-${me.user.id}`, userId: me.user.id });

      const response = await call('DELETE', `/users/${me.user.id}`, me);

      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(refreshCookie(response)?.attributes['max-age']).toBe('0');
      const { db } = testApp.database;
      expect(await db.select().from(users).where(eq(users.id, me.user.id))).toEqual([]);
      expect(await db.select().from(sessions).where(eq(sessions.userId, me.user.id))).toEqual([]);
      expect(
        await db
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.sessionId, sessionIdOf(me.accessToken))),
      ).toEqual([]);
      expect(await db.select().from(userIdentities).where(eq(userIdentities.userId, me.user.id))).toEqual([]);
      expect((await call('GET', '/users/me', me)).json()).toMatchObject({ code: 'SESSION_ENDED' });
      expect(
        (await call('POST', '/auth/refresh', undefined, { refreshToken: me.refreshToken })).statusCode,
      ).toBe(401);
      expect(
        (await call('POST', '/auth/login', undefined, { email: me.user.email, password: me.password }))
          .statusCode,
      ).toBe(401);
    });

    it('frees the email for a new account', async () => {
      const me = await registerParent(testApp.app);
      await call('DELETE', `/users/${me.user.id}`, me);

      expect((await registerParent(testApp.app, { email: me.user.email })).user.id).not.toBe(me.user.id);
    });

    it('answers another parent’s id exactly like a missing one, and deletes nothing', async () => {
      const foreign = await call('DELETE', `/users/${other.user.id}`, parent);
      const missing = await call('DELETE', `/users/${randomUUID()}`, parent);

      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(notFound);
      expect(missing.body).toBe(foreign.body);
      expect((await call('GET', '/users/me', other)).statusCode).toBe(200);
    });

    it('answers 401 without a token', async () => {
      expect((await call('DELETE', `/users/${parent.user.id}`)).statusCode).toBe(401);
    });
  });
});
