import { chmod, copyFile, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config';
import { backupFiles, readManifest, type BackupManifest } from './backup-layout';
import { askServer } from './control-client';
import { copyTree } from './file-tree';

/**
 * `npm run restore -- <source> [--force]` (ADR 038): a backup back into DATA_DIR. Never under a running
 * server (PGlite is one process), and never over existing data unless --force says to replace it.
 */

export type RestoreConfig = Pick<Config, 'DATA_DIR' | 'DATABASE_URL' | 'BLOB_STORE'>;

const hasEntries = (directory: string) =>
  readdir(directory).then(
    (entries) => entries.length > 0,
    () => false,
  );

async function assertNothingToLose(targets: string[], force: boolean): Promise<void> {
  for (const target of targets) {
    if (!(await hasEntries(target))) continue;
    if (!force)
      throw new Error(
        `${target} already holds data: restore into an empty DATA_DIR, or add --force to replace it`,
      );
    await rm(target, { recursive: true, force: true });
  }
}

async function restoreDatabase(source: string, directory: string): Promise<void> {
  const tarball = await readFile(path.join(source, backupFiles.database));
  // PGlite unpacks its own dump into the new directory; the server's migrations run at its next start.
  const client = await PGlite.create(directory, { loadDataDir: new Blob([tarball]) });
  await client.close();
}

async function restoreSecret(source: string, dataDir: string): Promise<void> {
  const file = path.join(dataDir, backupFiles.jwtSecret);
  try {
    await copyFile(path.join(source, backupFiles.jwtSecret), file);
    await chmod(file, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

export async function runRestore(
  config: RestoreConfig,
  source: string,
  force: boolean,
): Promise<BackupManifest> {
  const manifest = await readManifest(source);
  if ((await askServer(config.DATA_DIR, { command: 'ping' })) !== 'no-server') {
    throw new Error('A server is running on this DATA_DIR: stop it before restoring');
  }
  if (manifest.database === 'pglite' && config.DATABASE_URL !== undefined) {
    throw new Error('This backup holds the embedded database: unset DATABASE_URL to restore it');
  }
  const restoreDb = manifest.database === 'pglite';
  const restoreMedia = manifest.media === 'files' && config.BLOB_STORE === 'fs';
  const databaseDir = path.join(config.DATA_DIR, 'pglite');
  const mediaDir = path.join(config.DATA_DIR, backupFiles.media);
  await assertNothingToLose(
    [...(restoreDb ? [databaseDir] : []), ...(restoreMedia ? [mediaDir] : [])],
    force,
  );

  await mkdir(config.DATA_DIR, { recursive: true, mode: 0o700 });
  if (restoreDb) await restoreDatabase(source, databaseDir);
  if (restoreMedia) await copyTree(path.join(source, backupFiles.media), mediaDir);
  await restoreSecret(source, config.DATA_DIR);
  return manifest;
}
