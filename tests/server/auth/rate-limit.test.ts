import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAuthRateLimits } from '../../../server/auth/rate-limits';
import { uniqueEmail } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

/** The production limits: 10 a minute per IP on each sign-in route, 60 on refresh. */
describe('per-IP rate limits on the auth routes', () => {
  const signInRoutes = [
    ['/api/v1/auth/login', () => ({ email: uniqueEmail(), password: 'wrong-password' })],
    [
      '/api/v1/auth/register',
      () => ({ name: 'Limit Tester', email: uniqueEmail(), password: 'secret-enough' }),
    ],
    ['/api/v1/auth/google', () => ({ idToken: 'not-a-token' })],
    ['/api/v1/users', () => ({ name: 'Limit Tester', email: uniqueEmail(), password: 'secret-enough' })],
  ] as const;

  describe('directly on the internet (TRUST_PROXY unset)', () => {
    let testApp: TestApp;

    beforeAll(async () => {
      testApp = await buildTestApp({ auth: { rateLimits: defaultAuthRateLimits } });
    });
    afterAll(() => testApp.close());

    const post = (
      url: string,
      payload: object,
      remoteAddress: string,
      headers: Record<string, string> = {},
    ) => testApp.app.inject({ method: 'POST', url, payload, remoteAddress, headers });

    it.each(signInRoutes)(
      'lets 10 requests a minute through %s, then answers 429 with Retry-After',
      async (url, body) => {
        const address = `203.0.113.${signInRoutes.findIndex(([route]) => route === url) + 1}`;
        for (let attempt = 1; attempt <= 10; attempt += 1) {
          expect((await post(url, body(), address)).statusCode).not.toBe(429);
        }

        const limited = await post(url, body(), address);

        expect(limited.statusCode).toBe(429);
        // Seconds left in the one-minute window: 60 unless the ten requests took a while.
        const retryAfter = Number(limited.headers['retry-after']);
        expect(retryAfter).toBeGreaterThanOrEqual(50);
        expect(retryAfter).toBeLessThanOrEqual(60);
        expect(limited.json()).toEqual({
          message: `Too many attempts. Please wait ${retryAfter} seconds before trying again.`,
          code: 'RATE_LIMITED',
          details: { retryAfterSeconds: retryAfter },
        });
        // Another address is not affected, and neither is another route from this one.
        expect((await post(url, body(), '198.51.100.200')).statusCode).not.toBe(429);
        expect(
          (await testApp.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', remoteAddress: address }))
            .statusCode,
        ).toBe(401);
      },
    );

    it('allows 60 refreshes a minute', async () => {
      const address = '203.0.113.60';
      for (let attempt = 1; attempt <= 60; attempt += 1) {
        expect((await post('/api/v1/auth/refresh', { refreshToken: 'unknown' }, address)).statusCode).toBe(
          401,
        );
      }

      expect((await post('/api/v1/auth/refresh', { refreshToken: 'unknown' }, address)).statusCode).toBe(429);
    });

    it('ignores X-Forwarded-For, so a client cannot pose as many', async () => {
      const address = '203.0.113.99';
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        await post('/api/v1/auth/login', { email: uniqueEmail(), password: 'x' }, address, {
          'x-forwarded-for': `192.0.2.${attempt}`,
        });
      }

      const response = await post('/api/v1/auth/login', { email: uniqueEmail(), password: 'x' }, address, {
        'x-forwarded-for': '192.0.2.250',
      });

      expect(response.statusCode).toBe(429);
    });
  });

  describe('behind a reverse proxy (TRUST_PROXY=127.0.0.1)', () => {
    let testApp: TestApp;

    beforeAll(async () => {
      testApp = await buildTestApp({
        env: { TRUST_PROXY: '127.0.0.1' },
        auth: { rateLimits: defaultAuthRateLimits },
      });
    });
    afterAll(() => testApp.close());

    it('counts each client the proxy names, not the proxy', async () => {
      const login = (client: string) =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: uniqueEmail(), password: 'x' },
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': client },
        });
      for (let attempt = 1; attempt <= 10; attempt += 1) await login('192.0.2.1');

      expect((await login('192.0.2.1')).statusCode).toBe(429);
      expect((await login('192.0.2.2')).statusCode).toBe(401);
    });
  });
});
