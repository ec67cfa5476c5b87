import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdentities, users } from '../../../server/db/schema';
import { refreshCookie, registerParent, uniqueEmail } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { fakeGoogleClientId, startFakeGoogle, type FakeGoogle } from '../helpers/fake-google';

/** POST /auth/google with ID tokens signed by a local stand-in for Google's keys. */
describe('POST /auth/google', () => {
  let google: FakeGoogle;
  let testApp: TestApp;
  let subjects = 0;

  beforeAll(async () => {
    google = await startFakeGoogle();
    testApp = await buildTestApp({ env: google.env });
  });
  afterAll(async () => {
    await testApp.close();
    await google.close();
  });

  const signIn = (idToken: unknown) =>
    testApp.app.inject({ method: 'POST', url: '/api/v1/auth/google', payload: { idToken } });
  const newSubject = () => `1000000000000000${(subjects += 1)}`;
  const identitiesOf = (userId: string) =>
    testApp.database.db.select().from(userIdentities).where(eq(userIdentities.userId, userId));

  it('creates an account named and pictured from the token, answering 201 with the session', async () => {
    const email = uniqueEmail('robin');
    const sub = newSubject();

    const response = await signIn(await google.idToken({ sub, email: email.toUpperCase() }));

    expect(response.statusCode).toBe(201);
    const { user, tokens } = response.json().data;
    expect(user).toEqual({
      id: expect.any(String),
      name: 'Robin Google',
      email,
      avatar: 'https://lh3.googleusercontent.com/a/robin=s96-c',
    });
    expect(refreshCookie(response)?.value).toBe(tokens.refreshToken);
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(me.json().data).toEqual(user);
    expect(await identitiesOf(user.id)).toEqual([
      { provider: 'google', subject: sub, userId: user.id, createdAt: expect.any(Date) },
    ]);
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ emailVerified: true, passwordHash: null });
  });

  it('signs the same Google account in to the same user, keyed by subject even if the email changed', async () => {
    const sub = newSubject();
    const first = await signIn(await google.idToken({ sub, email: uniqueEmail() }));

    const again = await signIn(await google.idToken({ sub, email: uniqueEmail('renamed') }));

    expect(again.statusCode).toBe(200);
    expect(again.json().data.user.id).toBe(first.json().data.user.id);
  });

  it('links an existing email account when Google says the email is verified', async () => {
    const parent = await registerParent(testApp.app, { password: 'still-works' });
    const sub = newSubject();

    const response = await signIn(
      await google.idToken({ sub, email: parent.user.email, email_verified: true }),
    );

    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toEqual(parent.user);
    expect(await identitiesOf(parent.user.id)).toHaveLength(1);
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: parent.user.email, password: 'still-works' },
    });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    ['false', false],
    ['missing', undefined],
    ['the string "true"', 'true'],
  ])('refuses with 409 to link an existing account when email_verified is %s', async (_label, verified) => {
    const parent = await registerParent(testApp.app);

    const response = await signIn(
      await google.idToken({ sub: newSubject(), email: parent.user.email, email_verified: verified }),
    );

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message:
        'An account with this email already exists, and Google has not verified this email address. Sign in with your password instead.',
      code: 'GOOGLE_EMAIL_NOT_VERIFIED',
    });
    expect(await identitiesOf(parent.user.id)).toEqual([]);
  });

  it('creates a new account for an unverified email nobody uses, marked unverified', async () => {
    const response = await signIn(
      await google.idToken({ sub: newSubject(), email: uniqueEmail(), email_verified: false }),
    );

    expect(response.statusCode).toBe(201);
    const [row] = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.id, response.json().data.user.id));
    expect(row?.emailVerified).toBe(false);
  });

  it('accepts the issuer spelled without https://, as Google sometimes does', async () => {
    const response = await signIn(
      await google.idToken({ sub: newSubject(), email: uniqueEmail(), iss: 'accounts.google.com' }),
    );

    expect(response.statusCode).toBe(201);
  });

  it('cleans a name that does not fit and drops a picture that is not a web URL', async () => {
    const email = uniqueEmail('x');
    const response = await signIn(
      await google.idToken({
        sub: newSubject(),
        email,
        name: `Z\u0000${'z'.repeat(200)}`,
        picture: 'javascript:alert(1)',
      }),
    );

    expect(response.statusCode).toBe(201);
    expect(response.json().data.user).toMatchObject({ name: `Z${'z'.repeat(99)}`, avatar: null });
  });

  const unusable = {
    message: 'Sign in with Google failed: the Google token could not be verified.',
    code: 'GOOGLE_TOKEN_INVALID',
  };

  it.each([
    [
      'for another client id (audience)',
      () => google.idToken({ aud: 'someone-else.apps.googleusercontent.com' }),
    ],
    [
      'expired',
      () =>
        google.idToken({
          iat: Math.floor(Date.now() / 1000) - 7200,
          exp: Math.floor(Date.now() / 1000) - 3600,
        }),
    ],
    ['from another issuer', () => google.idToken({ iss: 'https://evil.example.com' })],
    ['signed by a key Google did not publish', () => google.idToken({}, { key: 'stranger' })],
    [
      'signed with HS256 using the client id as the secret',
      () =>
        new SignJWT({ sub: newSubject(), email: uniqueEmail(), email_verified: true })
          .setProtectedHeader({ alg: 'HS256', kid: 'published-key' })
          .setIssuer('https://accounts.google.com')
          .setAudience(fakeGoogleClientId)
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode(fakeGoogleClientId)),
    ],
    ['not a JWT at all', async () => 'definitely-not-a-token'],
  ])('answers 401 GOOGLE_TOKEN_INVALID for a token %s', async (_label, makeToken) => {
    const response = await signIn(await makeToken());

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unusable);
    expect(refreshCookie(response)).toBeUndefined();
  });

  it('answers 400 GOOGLE_EMAIL_MISSING when the token carries no email', async () => {
    const response = await signIn(await google.idToken({ sub: newSubject(), email: undefined }));

    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('GOOGLE_EMAIL_MISSING');
    const linked = await testApp.database.db
      .select()
      .from(userIdentities)
      .where(
        and(eq(userIdentities.provider, 'google'), eq(userIdentities.subject, `1000000000000000${subjects}`)),
      );
    expect(linked).toEqual([]);
  });

  it.each([[{}], [{ idToken: '' }], [{ idToken: 42 }]])(
    'answers 400 VALIDATION_ERROR for %j',
    async (payload) => {
      const response = await testApp.app.inject({ method: 'POST', url: '/api/v1/auth/google', payload });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: [{ path: 'body.idToken' }],
      });
    },
  );
});

describe('POST /auth/google when Google cannot be used', () => {
  it('answers 501 GOOGLE_SIGN_IN_DISABLED without GOOGLE_CLIENT_ID', async () => {
    const testApp = await buildTestApp();
    try {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/auth/google',
        payload: { idToken: 'anything' },
      });

      expect(response.statusCode).toBe(501);
      expect(response.json()).toEqual({
        message: 'Sign in with Google is not available on this server.',
        code: 'GOOGLE_SIGN_IN_DISABLED',
      });
    } finally {
      await testApp.close();
    }
  });

  it('answers 503 GOOGLE_UNAVAILABLE when Google’s keys cannot be fetched', async () => {
    const google = await startFakeGoogle();
    const testApp = await buildTestApp({ env: google.env });
    try {
      google.breakKeys();
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/auth/google',
        payload: { idToken: await google.idToken() },
      });

      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        message: 'Google could not be reached. Please try again shortly.',
        code: 'GOOGLE_UNAVAILABLE',
      });
    } finally {
      await testApp.close();
      await google.close();
    }
  });
});
