import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  pruneStaleSnapshots,
  STALE_SNAPSHOT_MS,
  stagingDirectory,
} from '../../../server/backup/backup-service';
import { takeSnapshot } from '../../../server/backup/take-snapshot';

/** A backup that stops half-way leaves nothing in DATA_DIR for long (ADR 038). */
describe('interrupted backups', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'fablecast-snapshot-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('a snapshot that fails while the database is dumped removes what it wrote', async () => {
    const client = new PGlite();
    await client.close(); // the dump fails, as it would on a full disk or a stopping server
    const directory = path.join(stagingDirectory(dataDir), `${Date.now()}-00c0ffee`);

    await expect(takeSnapshot({ dataDir, client, media: true }, directory)).rejects.toThrow();
    expect(await readdir(stagingDirectory(dataDir))).toEqual([]);
  });

  it('snapshots older than an hour are pruned; newer ones and other files are left', async () => {
    const now = Date.now();
    const names = {
      killed: `${now - STALE_SNAPSHOT_MS - 1}-0badf00d`,
      running: `${now - STALE_SNAPSHOT_MS + 60_000}-5afe5afe`,
      notOurs: 'notes-from-the-operator',
    };
    for (const name of Object.values(names)) {
      await mkdir(path.join(stagingDirectory(dataDir), name), { recursive: true });
      await writeFile(path.join(stagingDirectory(dataDir), name, 'manifest.json'), '{}');
    }

    expect(await pruneStaleSnapshots(dataDir, now)).toEqual([names.killed]);
    expect((await readdir(stagingDirectory(dataDir))).sort()).toEqual([names.running, names.notOurs].sort());
  });

  it('a DATA_DIR that never held a backup has nothing to prune', async () => {
    expect(await pruneStaleSnapshots(dataDir)).toEqual([]);
  });
});
