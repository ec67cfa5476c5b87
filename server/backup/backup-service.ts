import { randomBytes } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { closeControl, listenForControl } from './control-socket';
import { takeSnapshot } from './take-snapshot';

/**
 * The running server's half of `npm run backup` (ADR 038). With the embedded database the server holds
 * DATA_DIR/pglite, so it takes the snapshot itself, into DATA_DIR/backup-staging/<id> (its own directory:
 * the server never writes where a request names), and the command moves it to the target.
 */

export const stagingDirectory = (dataDir: string) => path.join(dataDir, 'backup-staging');

/** Where a new snapshot is written: on DATA_DIR's file system, so files can be hard-linked. */
export const newStagingPath = (dataDir: string) =>
  path.join(stagingDirectory(dataDir), `${Date.now()}-${randomBytes(4).toString('hex')}`);

/** A snapshot this old was left by a backup that never finished: even large backups take seconds. */
export const STALE_SNAPSHOT_MS = 60 * 60 * 1000;

/**
 * Removes the snapshots an interrupted backup left in DATA_DIR/backup-staging (the command killed, the
 * disk full while copying), going by the time in their names; a backup under way is left alone.
 * Returns the names removed.
 */
export async function pruneStaleSnapshots(dataDir: string, now: number = Date.now()): Promise<string[]> {
  const names = await readdir(stagingDirectory(dataDir)).catch(() => [] as string[]);
  const stale = names.filter((name) => {
    const startedAt = Number(/^(\d+)-[0-9a-f]+$/.exec(name)?.[1]);
    return Number.isFinite(startedAt) && now - startedAt > STALE_SNAPSHOT_MS;
  });
  for (const name of stale)
    await rm(path.join(stagingDirectory(dataDir), name), { recursive: true, force: true });
  return stale;
}

/** Starts the control socket when this process holds an embedded database; returns how to stop it. */
export async function startBackupService(
  config: Pick<Config, 'DATA_DIR' | 'BLOB_STORE'>,
  database: DatabaseHandle,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const { driver } = database;
  if (driver.kind !== 'pglite') return async () => undefined;
  const source = { dataDir: config.DATA_DIR, client: driver.client, media: config.BLOB_STORE === 'fs' };
  const pruned = await pruneStaleSnapshots(config.DATA_DIR).catch(() => []);
  if (pruned.length > 0) log.info({ pruned }, 'removed snapshots left by interrupted backups');
  try {
    const server = await listenForControl(config.DATA_DIR, async (request) => {
      if (request.command === 'ping') return { database: 'pglite' };
      const directory = newStagingPath(config.DATA_DIR);
      const manifest = await takeSnapshot(source, directory);
      log.info({ counts: manifest.counts }, 'backup snapshot taken');
      return { directory, manifest };
    });
    return () => closeControl(server, config.DATA_DIR);
  } catch (error) {
    // Backups are then taken with the server stopped; serving families matters more.
    log.warn({ err: error }, 'control socket unavailable: npm run backup needs the server stopped');
    return async () => undefined;
  }
}
