import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthOptions } from '../../../src/contract/auth';
import { uniqueEmail } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

/** The password policy comes from configuration, is published at /auth/options and enforced (P§5). */
describe('GET /auth/options and the password policy', () => {
  describe('with the defaults', () => {
    let testApp: TestApp;

    beforeAll(async () => {
      testApp = await buildTestApp();
    });
    afterAll(() => testApp.close());

    it('publishes a minimum of 6 and no other rule, and no Google sign-in', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/auth/options' });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: {
          passwordPolicy: {
            minLength: 6,
            requireLowercase: false,
            requireUppercase: false,
            requireNumeric: false,
            requireNonAlphanumeric: false,
          },
          google: null,
        },
      });
      expect(AuthOptions.safeParse(response.json().data).success).toBe(true);
    });
  });

  describe('with every rule configured', () => {
    let testApp: TestApp;

    beforeAll(async () => {
      testApp = await buildTestApp({
        env: {
          PASSWORD_MIN_LENGTH: '10',
          PASSWORD_MAX_LENGTH: '16',
          PASSWORD_REQUIRE_LOWERCASE: 'true',
          PASSWORD_REQUIRE_UPPERCASE: 'true',
          PASSWORD_REQUIRE_NUMERIC: 'true',
          PASSWORD_REQUIRE_NON_ALPHANUMERIC: 'true',
          GOOGLE_CLIENT_ID: 'fablecast-test.apps.googleusercontent.com',
        },
      });
    });
    afterAll(() => testApp.close());

    const register = (password: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: { name: 'Policy Tester', email: uniqueEmail(), password },
      });

    it('publishes exactly the rules it enforces, and the Google client id', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/auth/options' });

      expect(response.json().data).toEqual({
        passwordPolicy: {
          minLength: 10,
          maxLength: 16,
          requireLowercase: true,
          requireUppercase: true,
          requireNumeric: true,
          requireNonAlphanumeric: true,
        },
        google: { clientId: 'fablecast-test.apps.googleusercontent.com' },
      });
    });

    it('names every broken rule in WEAK_PASSWORD details', async () => {
      const response = await register('abc');

      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.code).toBe('WEAK_PASSWORD');
      expect(body.details.map((detail: { rule: string }) => detail.rule)).toEqual([
        'tooShort',
        'uppercase',
        'numeric',
        'nonAlphanumeric',
      ]);
      expect(body.message).toBe(
        'Password must be at least 10 characters; Password must contain an upper-case letter; Password must contain a digit; Password must contain a character that is not a letter or a digit',
      );
    });

    it('refuses a password over the maximum instead of cutting it', async () => {
      const response = await register('Abcdefgh1!-Abcdefgh1!');

      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([
        { path: 'body.password', rule: 'tooLong', message: 'Password must be at most 16 characters' },
      ]);
    });

    it('accepts a password that meets every rule', async () => {
      expect((await register('Abcdefgh1!')).statusCode).toBe(201);
    });

    it('applies the same policy to POST /users', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/users',
        payload: { name: 'Policy Tester', email: uniqueEmail(), password: 'abcdefghijk' },
      });

      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('WEAK_PASSWORD');
    });
  });
});
