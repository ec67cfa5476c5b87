import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { startServerProcess } from './helpers/server-process';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

/** `npm run worker` (ADR 041): its own process, only on PostgreSQL, stopping cleanly on SIGTERM. */
describe('server/worker.ts', () => {
  let dataDir: string;
  let testDatabase: TestDatabase | undefined;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'fablecast-worker-'));
  });
  afterEach(async () => {
    await testDatabase?.cleanup();
    testDatabase = undefined;
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses to start without DATABASE_URL, saying why, without a stack trace', async () => {
    const worker = startServerProcess({ DATA_DIR: dataDir }, 'server/worker.ts');
    const { code } = await worker.exited;

    expect(code).toBe(1);
    expect(worker.stderr()).toContain('npm run worker needs DATABASE_URL');
    expect(worker.stderr()).toContain('run `npm start` alone');
    expect(worker.stderr()).not.toMatch(/\n\s+at /);
  });

  it('names a bad GENERATION_WORKER value', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, GENERATION_WORKER: 'sometimes' })).toThrow(
      'GENERATION_WORKER: must be one of embedded, off (got "sometimes")',
    );
    expect(loadConfig({ DATA_DIR: dataDir }).GENERATION_WORKER).toBe('embedded');
  });

  it.skipIf(!process.env['DATABASE_URL'])(
    'on PostgreSQL, claims jobs until SIGTERM, then hands them back and exits 0',
    { timeout: 150_000 },
    async () => {
      testDatabase = await createTestDatabase();
      const worker = startServerProcess(
        { DATA_DIR: dataDir, DATABASE_URL: testDatabase.databaseUrl ?? '', LOG_LEVEL: 'info' },
        'server/worker.ts',
      );
      const deadline = Date.now() + 120_000;
      while (!worker.stdout().includes('claiming generation jobs') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }

      worker.child.kill('SIGTERM');
      const { code } = await worker.exited;

      expect(code).toBe(0);
      expect(worker.stdout()).toContain(`"workerId":"worker-${worker.child.pid}-`);
      expect(worker.stdout()).toContain('Fablecast worker stopped');
      // It gives way to API processes on the same machine (ADR 044).
      expect(worker.stdout()).toContain('"nice":10');
    },
  );
});
