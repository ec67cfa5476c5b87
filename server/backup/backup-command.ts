import { readdir, rename, rm } from 'node:fs/promises';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import type { BackupManifest } from './backup-layout';
import { newStagingPath, pruneStaleSnapshots } from './backup-service';
import { askServer } from './control-client';
import { copyTree } from './file-tree';
import { takeSnapshot } from './take-snapshot';

/**
 * `npm run backup -- <target>` (ADR 038): the embedded database and the media files of DATA_DIR, copied
 * consistently into the directory <target>. A running server takes the snapshot (it holds the database);
 * with none running the command opens the database itself.
 */

export type BackupConfig = Pick<Config, 'DATA_DIR' | 'DATABASE_URL' | 'BLOB_STORE' | 'S3_BUCKET'>;

/** What the operator should know before anything is copied; empty when the backup covers everything. */
export function backupAdvice(config: BackupConfig): string[] {
  const advice: string[] = [];
  if (config.DATABASE_URL !== undefined) {
    advice.push(
      'The database is PostgreSQL: back it up with pg_dump, e.g. pg_dump -Fc "$DATABASE_URL" > fablecast.dump',
    );
  }
  if (config.BLOB_STORE === 's3') {
    advice.push(
      `Media live in the bucket ${config.S3_BUCKET ?? ''}: keep copies with its versioning or replication`,
    );
  }
  return advice;
}

async function assertUsableTarget(target: string): Promise<void> {
  const entries = await readdir(target).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (entries.length > 0) throw new Error(`${target} is not empty: choose a new directory for the backup`);
}

async function snapshot(config: BackupConfig): Promise<{ directory: string; manifest: BackupManifest }> {
  const reply = await askServer(config.DATA_DIR, { command: 'backup' });
  if (reply !== 'no-server') {
    if (!reply.ok) throw new Error(`the running server could not take the backup: ${reply.error}`);
    return reply.result as { directory: string; manifest: BackupManifest };
  }
  const directory = newStagingPath(config.DATA_DIR);
  const media = config.BLOB_STORE === 'fs';
  if (config.DATABASE_URL !== undefined)
    return { directory, manifest: await takeSnapshot({ dataDir: config.DATA_DIR, media }, directory) };
  // No server holds the embedded database: this process may open it, and nothing writes meanwhile.
  const database = await openDatabase({ DATA_DIR: config.DATA_DIR, DATABASE_URL: undefined });
  try {
    if (database.driver.kind !== 'pglite') throw new Error('expected the embedded database');
    const source = { dataDir: config.DATA_DIR, client: database.driver.client, media };
    return { directory, manifest: await takeSnapshot(source, directory) };
  } finally {
    await database.close();
  }
}

/** Moves the snapshot into place; a target on another file system gets a copy. */
async function deliver(staging: string, target: string): Promise<void> {
  await rm(target, { recursive: true, force: true });
  try {
    await rename(staging, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyTree(staging, target);
    await rm(staging, { recursive: true, force: true });
  }
}

export async function runBackup(config: BackupConfig, target: string): Promise<BackupManifest> {
  if (config.DATABASE_URL !== undefined && config.BLOB_STORE === 's3') {
    throw new Error('Nothing here to back up: the database is PostgreSQL and media live in a bucket');
  }
  await assertUsableTarget(target);
  await pruneStaleSnapshots(config.DATA_DIR);
  const { directory, manifest } = await snapshot(config);
  try {
    await deliver(directory, target);
  } finally {
    // Delivered, it is gone; failing half-way (a full disk), it must not stay in DATA_DIR.
    await rm(directory, { recursive: true, force: true });
  }
  return manifest;
}
