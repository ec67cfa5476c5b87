import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../server/app';
import { defaultAuthRateLimits, type AuthRateLimits } from '../../../server/auth/rate-limits';
import { rateLimitCounters } from '../../../server/db/account-tables';
import { uniqueEmail } from '../helpers/accounts';
import { buildTestApp, testAuthSettings, type TestApp } from '../helpers/build-test-app';

/**
 * Two API processes on one database (ADR 041): built twice over the same database handle, the way two
 * servers share one PostgreSQL. A client cannot get twice the attempts by alternating between them.
 */
describe('rate limits shared by every server on one database', () => {
  let first: TestApp;
  let second: App;

  async function twoServers(rateLimits: AuthRateLimits) {
    first = await buildTestApp({ auth: { rateLimits } });
    second = await buildApp({
      config: first.config,
      database: first.database,
      auth: { ...testAuthSettings, rateLimits },
      generation: { runJobs: false },
    });
  }

  const login = (app: App, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: uniqueEmail(), password: 'wrong-password' },
      remoteAddress,
    });

  describe('with the production limits', () => {
    beforeAll(() => twoServers(defaultAuthRateLimits));
    afterAll(async () => {
      await second.close();
      await first.close();
    });

    it('answers the 11th sign-in attempt across both servers with 429', async () => {
      const address = '203.0.113.11';
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        const server = attempt % 2 === 0 ? second : first.app;
        expect((await login(server, address)).statusCode).toBe(401);
      }

      const limitedOnFirst = await login(first.app, address);
      const limitedOnSecond = await login(second, address);

      expect(limitedOnFirst.statusCode).toBe(429);
      expect(limitedOnSecond.statusCode).toBe(429);
      expect(Number(limitedOnSecond.headers['retry-after'])).toBeGreaterThanOrEqual(50);
      // Another address still signs in; so does refresh from this one (its own counter).
      expect((await login(second, '203.0.113.12')).statusCode).toBe(401);
      const refresh = await first.app.inject({
        method: 'POST',
        url: '/api/v1/auth/refresh',
        payload: { refreshToken: 'unknown' },
        remoteAddress: address,
      });
      expect(refresh.statusCode).toBe(401);
    });

    it('keeps one counter row per route and address, shared by both servers', async () => {
      const address = '203.0.113.21';
      await login(first.app, address);
      await login(second, address);

      const rows = await first.database.db
        .select()
        .from(rateLimitCounters)
        .where(eq(rateLimitCounters.key, `POST /api/v1/auth/login|${address}`));

      expect(rows).toHaveLength(1);
      expect(rows[0]?.hits).toBe(2);
    });
  });

  describe('when the window has passed', () => {
    beforeAll(() =>
      twoServers({ signIn: { max: 2, timeWindowMs: 1_000 }, refresh: defaultAuthRateLimits.refresh }),
    );
    afterAll(async () => {
      await second.close();
      await first.close();
    });

    it('starts a new window, on either server', async () => {
      const address = '203.0.113.31';
      await login(first.app, address);
      await login(second, address);
      expect((await login(first.app, address)).statusCode).toBe(429);

      await new Promise((resolve) => setTimeout(resolve, 1_100));

      expect((await login(second, address)).statusCode).toBe(401);
      expect((await login(first.app, address)).statusCode).toBe(401);
      expect((await login(second, address)).statusCode).toBe(429);
    });
  });
});
