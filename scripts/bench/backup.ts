// `npm run bench:backup`: how long a backup of the embedded database and N audio files takes, and how
// long a request arriving at that moment waits for the database (the snapshot holds PGlite's lock while
// it dumps the database and hard-links the files, ADR 038). Then how long a restore takes. In-process,
// on a temporary DATA_DIR; about 20 s.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { runBackup } from '../../server/backup/backup-command';
import { runRestore } from '../../server/backup/restore-command';
import { takeSnapshot } from '../../server/backup/take-snapshot';
import { openDatabase } from '../../server/db/client';
import { runMigrations } from '../../server/db/migrate';

const STORIES = 200;
const CHAPTERS = 6;
const FILE_BYTES = 64 * 1024;

const scratch = await mkdtemp(path.join(tmpdir(), 'fablecast-bench-backup-'));
const dataDir = path.join(scratch, 'data');
const ms = (from: number) => `${Math.round(performance.now() - from)} ms`;

try {
  const database = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
  await runMigrations(database.driver);
  if (database.driver.kind !== 'pglite') throw new Error('expected PGlite');
  const client = database.driver.client;

  const bytes = Buffer.alloc(FILE_BYTES, 7);
  for (let story = 0; story < STORIES; story += 1) {
    const folder = path.join(dataDir, 'files', 'stories', `story-${story}`, 'audio');
    await mkdir(folder, { recursive: true });
    for (let chapter = 0; chapter < CHAPTERS; chapter += 1) {
      await writeFile(path.join(folder, `chapter-${chapter}.mp3`), bytes);
    }
  }
  const files = STORIES * CHAPTERS;

  let started = performance.now();
  let done = false;
  const snapshot = takeSnapshot({ dataDir, client, media: true }, path.join(scratch, 'snapshot')).finally(
    () => (done = true),
  );
  // Requests keep arriving during the backup: the slowest one waited for the snapshot to let go.
  let slowest = 0;
  while (!done) {
    // As requests do, arrive through the event loop (PGlite answers in microtasks, which would starve it).
    await new Promise((resolve) => setImmediate(resolve));
    const asked = performance.now();
    await client.query('select 1');
    slowest = Math.max(slowest, performance.now() - asked);
  }
  await snapshot;
  console.info(`snapshot of the database and ${files} files: ${ms(started)}`);
  console.info(
    `slowest database query during it (waiting for the snapshot's lock): ${Math.round(slowest)} ms`,
  );
  await database.close();

  started = performance.now();
  await runBackup(
    { DATA_DIR: dataDir, DATABASE_URL: undefined, BLOB_STORE: 'fs', S3_BUCKET: undefined },
    path.join(scratch, 'backup'),
  );
  console.info(`npm run backup with no server running (opens the database itself): ${ms(started)}`);

  started = performance.now();
  const restored = path.join(scratch, 'restored');
  await runRestore(
    { DATA_DIR: restored, DATABASE_URL: undefined, BLOB_STORE: 'fs' },
    path.join(scratch, 'backup'),
    false,
  );
  console.info(`npm run restore into an empty DATA_DIR (${files} files copied): ${ms(started)}`);
} finally {
  await rm(scratch, { recursive: true, force: true });
}
