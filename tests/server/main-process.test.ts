import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstChapterOverHttp } from './helpers/story-over-http';
import { freePort, repositoryRoot, startServerProcess, waitUntilHealthy } from './helpers/server-process';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

describe('server/main.ts', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'fablecast-main-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it.each([
    [{ PORT: 'abc' }, 'PORT: must be a whole number between 1 and 65535 (got "abc")'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must be a postgres:// or postgresql:// URL'],
  ])('refuses to start with a bad variable (%o), naming it, without a stack trace', async (env, problem) => {
    const server = startServerProcess({ DATA_DIR: dataDir, ...env });
    const { code } = await server.exited;

    expect(code).toBe(1);
    expect(server.stderr()).toBe(`Invalid configuration:\n  ${problem}\n`);
    expect(server.stdout()).toBe('');
  });

  describe('a running server', () => {
    let testDatabase: TestDatabase | undefined;

    afterEach(async () => {
      await testDatabase?.cleanup();
      testDatabase = undefined;
    });

    it('starts, answers, and on SIGTERM closes cleanly with exit code 0', { timeout: 45_000 }, async () => {
      // On PostgreSQL runs the server gets its own database; otherwise it creates PGlite in DATA_DIR.
      testDatabase = process.env['DATABASE_URL'] ? await createTestDatabase() : undefined;
      const port = await freePort();
      const server = startServerProcess({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        STATIC_DIR: path.join(dataDir, 'no-dist'),
        ...(testDatabase?.databaseUrl ? { DATABASE_URL: testDatabase.databaseUrl } : {}),
      });
      try {
        await waitUntilHealthy(server, `http://127.0.0.1:${port}/api/v1/health`, 40_000);
        // fetch keeps this connection alive: close() must not wait for it (forceCloseConnections).
        const health = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
        expect(await health.json()).toMatchObject({ data: { status: 'ok' } });

        server.child.kill('SIGTERM');
        const { code } = await server.exited;

        expect(code).toBe(0);
        expect(server.stdout()).toContain(`Fablecast listening on http://127.0.0.1:${port}`);
        expect(server.stdout()).toContain('"msg":"Fablecast closed"');
        expect(server.stderr()).not.toMatch(/error/i);
      } finally {
        if (server.child.exitCode === null) server.child.kill('SIGKILL');
      }
    });
  });

  describe('the compiled server (npm start)', () => {
    let outDir: string | undefined;
    let testDatabase: TestDatabase | undefined;

    afterEach(async () => {
      await testDatabase?.cleanup();
      testDatabase = undefined;
      if (outDir) await rm(outDir, { recursive: true, force: true });
    });

    it(
      'builds to plain JavaScript, starts, narrates in its compiled workers, and exits 0 on SIGTERM',
      { timeout: 180_000 },
      async () => {
        // Inside the repository, as dist-server/ is: the build's packages come from node_modules.
        await mkdir(path.join(repositoryRoot, '.tmp'), { recursive: true });
        outDir = await mkdtemp(path.join(repositoryRoot, '.tmp', 'server-build-'));
        await promisify(execFile)(process.execPath, ['scripts/build-server.mjs', outDir], {
          cwd: repositoryRoot,
        });
        testDatabase = process.env['DATABASE_URL'] ? await createTestDatabase() : undefined;
        const port = await freePort();
        const baseUrl = `http://127.0.0.1:${port}`;
        const server = startServerProcess(
          {
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: dataDir,
            STATIC_DIR: path.join(dataDir, 'no-dist'),
            ...(testDatabase?.databaseUrl ? { DATABASE_URL: testDatabase.databaseUrl } : {}),
          },
          [path.join(outDir, 'main.js')],
        );
        try {
          await waitUntilHealthy(server, `${baseUrl}/api/v1/health`, 90_000);
          const health = await fetch(`${baseUrl}/api/v1/health`);
          expect(health.status).toBe(200);
          expect(await health.json()).toMatchObject({ data: { status: 'ok', version: expect.any(String) } });
          // The worker threads are found beside the compiled code: a chapter is spoken and encoded.
          const story = await firstChapterOverHttp(baseUrl);
          expect(story.status).not.toBe('failed');
          expect(story.chaptersReady).toBeGreaterThanOrEqual(1);

          server.child.kill('SIGTERM');
          const { code } = await server.exited;

          expect(code).toBe(0);
          expect(server.stdout()).toContain('"msg":"Fablecast closed"');
          expect(server.stderr()).not.toMatch(/error/i);
          expect(server.stdout()).not.toContain('"level":50');
        } finally {
          if (server.child.exitCode === null) server.child.kill('SIGKILL');
        }
      },
    );
  });
});
