import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { backupFiles, backupFormat, writeManifest, type BackupManifest } from './backup-layout';
import { linkTree, type TreeCount } from './file-tree';

/**
 * A consistent copy of DATA_DIR into `directory` (which must be on DATA_DIR's file system): the embedded
 * database and the media files as they were at one moment.
 *
 * While the copy is taken, an open PGlite transaction holds the database's only lock, so no request or
 * job writes a row. Files are written before the row that names them and deleted after that row is gone,
 * so every file a copied row names is there to be linked; a file written meanwhile and not yet named is
 * an orphan the next deletion of its story removes.
 */

const gzipAsync = promisify(gzip);

export interface SnapshotSource {
  dataDir: string;
  /** The embedded database, open in this process; absent when the database is PostgreSQL. */
  client?: PGlite;
  /** false when media live in a bucket (BLOB_STORE=s3): the bucket keeps them, not DATA_DIR. */
  media: boolean;
}

async function tableCounts(tx: Transaction): Promise<Record<string, number>> {
  const tables = await tx.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    // Names come from the catalogue, not from a request; quoted all the same.
    const result = await tx.query<{ n: number }>(
      `select count(*)::int as n from "${name.replaceAll('"', '""')}"`,
    );
    counts[name] = result.rows[0]?.n ?? 0;
  }
  return counts;
}

async function copySecret(dataDir: string, directory: string): Promise<void> {
  await copyFile(
    path.join(dataDir, backupFiles.jwtSecret),
    path.join(directory, backupFiles.jwtSecret),
  ).catch((error: NodeJS.ErrnoException) => {
    // JWT_SECRET set in the environment: nothing kept in DATA_DIR, nothing to copy.
    if (error.code !== 'ENOENT') throw error;
  });
}

export async function takeSnapshot(source: SnapshotSource, directory: string): Promise<BackupManifest> {
  await mkdir(directory, { recursive: true, mode: 0o700 });
  try {
    return await writeSnapshot(source, directory);
  } catch (error) {
    // A half-written snapshot (a full disk) is no backup: it must not stay in DATA_DIR.
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
}

async function writeSnapshot(source: SnapshotSource, directory: string): Promise<BackupManifest> {
  const mediaFrom = path.join(source.dataDir, backupFiles.media);
  const mediaTo = path.join(directory, backupFiles.media);
  let tables: Record<string, number> = {};
  let media: TreeCount = { files: 0, bytes: 0 };
  const copyMedia = async () => {
    if (source.media) media = await linkTree(mediaFrom, mediaTo);
  };

  if (source.client) {
    const client = source.client;
    let tarball = Buffer.alloc(0);
    await client.transaction(async (tx) => {
      tables = await tableCounts(tx);
      // Uncompressed while requests wait; compressed once they go on.
      tarball = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
      await copyMedia();
    });
    await writeFile(path.join(directory, backupFiles.database), await gzipAsync(tarball));
  } else {
    await copyMedia();
  }
  await copySecret(source.dataDir, directory);

  const manifest: BackupManifest = {
    format: backupFormat,
    createdAt: new Date().toISOString(),
    database: source.client ? 'pglite' : 'none',
    media: source.media ? 'files' : 'bucket',
    counts: { tables, files: media.files, fileBytes: media.bytes },
  };
  await writeManifest(directory, manifest);
  return manifest;
}
