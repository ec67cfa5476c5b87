import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App, type BuildAppOptions } from '../../../server/app';
import { loadConfig, type Config } from '../../../server/config';
import type { DatabaseHandle } from '../../../server/db/client';
import type { AuthSettings } from '../../../server/plugins/auth';
import type { GenerationSettings } from '../../../server/plugins/generation';
import { createTestDatabase } from './test-database';

/**
 * The app as production builds it, on a fresh migrated database, with the logger off. Routes a test
 * needs (a route that throws, a validated echo) are added on `app` before the first `inject`, which
 * readies the app; they never exist in production code.
 */

export interface TestApp {
  app: App;
  config: Config;
  database: DatabaseHandle;
  databaseUrl: string | undefined;
  /** Closes the app, then the database, then removes the temporary DATA_DIR. Safe to call twice. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra environment variables, parsed by the real loadConfig. */
  env?: Record<string, string>;
  logger?: BuildAppOptions['logger'];
  /** Replaces the test defaults below, key by key. */
  auth?: AuthSettings;
  /** The job runner is off unless a test turns it on (most tests only need the HTTP side). */
  generation?: GenerationSettings;
  connections?: BuildAppOptions['connections'];
}

/**
 * Tests hash passwords at a cost 128 times lower than production (2^10 instead of 2^17: ~2 ms, not ~0.5 s)
 * and are not slowed by the per-IP limits (nor by the cap on stories waiting per address); the tests of those two things build their app with the real
 * values.
 */
export const testAuthSettings = {
  passwordHashCost: { N: 2 ** 10, r: 8, p: 1 },
  rateLimits: {
    signIn: { max: 100_000, timeWindowMs: 60_000 },
    refresh: { max: 100_000, timeWindowMs: 60_000 },
  },
} satisfies AuthSettings;

export const testJwtSecret = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fablecast-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: testJwtSecret,
    // No built app by default: static tests point STATIC_DIR at their own fixture.
    STATIC_DIR: path.join(dataDir, 'no-dist'),
    // Every inject comes from one address: the cap's own tests set the real value.
    MAX_QUEUED_PER_ADDRESS: '10000',
    ...options.env,
  });
  const { database, databaseUrl, cleanup } = await createTestDatabase();
  const app = await buildApp({
    config,
    database,
    logger: options.logger ?? false,
    auth: { ...testAuthSettings, ...options.auth },
    generation: { runJobs: false, ...options.generation },
    ...(options.connections ? { connections: options.connections } : {}),
  });
  let closed: Promise<void> | undefined;
  const close = () =>
    (closed ??= (async () => {
      await app.close();
      await cleanup();
      await rm(dataDir, { recursive: true, force: true });
    })());
  return { app, config, database, databaseUrl, close };
}
