import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkerPool } from '../../../../server/generation/encoder/worker-pool';
import type { FaultyTasks } from '../narrator/fixtures/faulty-tasks';

// ADR 040: the production build hands the pool compiled .js entries; those must start as they are,
// without loading tsx in every thread (what made a cold narrator slow), while the .ts entries of
// `npm run dev` and the tests keep the bootstrap.

const SOURCE_ENTRY = new URL('../narrator/fixtures/faulty-worker.ts', import.meta.url);

describe('worker entries', () => {
  let outDir: string;
  let compiledEntry: URL;

  beforeAll(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'fablecast-worker-'));
    const outfile = path.join(outDir, 'faulty-worker.js');
    await build({
      entryPoints: [fileURLToPath(SOURCE_ENTRY)],
      outfile,
      bundle: true,
      format: 'esm',
      platform: 'node',
      logLevel: 'silent',
    });
    compiledEntry = pathToFileURL(outfile);
  });
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  it('spawns a compiled .js entry directly, without the tsx bootstrap', async () => {
    const pool = createWorkerPool<FaultyTasks>(compiledEntry, { size: 1 });
    try {
      const reply = await pool.run('echo', { text: 'from the build' });
      expect(reply).toMatchObject({ text: 'from the build', viaBootstrap: false });
      expect(reply.threadId).toBeGreaterThan(0);
      await expect(pool.run('fail', { message: 'still typed' })).rejects.toMatchObject({
        message: 'still typed',
        code: 'E_FIXTURE',
      });
    } finally {
      await pool.close();
    }
  });

  it('still starts a .ts entry through the bootstrap, as in development', async () => {
    const pool = createWorkerPool<FaultyTasks>(SOURCE_ENTRY, { size: 1 });
    try {
      await expect(pool.run('echo', { text: 'from the source' })).resolves.toMatchObject({
        text: 'from the source',
        viaBootstrap: true,
      });
    } finally {
      await pool.close();
    }
  });
});
