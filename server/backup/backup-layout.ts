import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/**
 * What a backup is (ADR 038): one directory holding the embedded database as PGlite's own data-directory
 * tarball, the media files as they are under DATA_DIR/files, the generated JWT secret when there is one
 * (so parents stay signed in after a restore), and a manifest saying what is inside.
 */

export const backupFiles = {
  manifest: 'manifest.json',
  database: 'database.tar.gz',
  media: 'files',
  jwtSecret: 'jwt-secret',
} as const;

/** Bumped when the layout changes; restore refuses a format it does not know. */
export const backupFormat = 1;

const manifestSchema = z.object({
  format: z.literal(backupFormat),
  createdAt: z.iso.datetime(),
  /** `none`: the database is PostgreSQL, backed up with pg_dump; only the files are here. */
  database: z.enum(['pglite', 'none']),
  /** `bucket`: media live in an S3-compatible bucket (BLOB_STORE=s3), which keeps its own copies. */
  media: z.enum(['files', 'bucket']),
  /** Rows per table at the moment of the copy, and the media files copied with them. */
  counts: z.object({
    tables: z.record(z.string(), z.number().int().nonnegative()),
    files: z.number().int().nonnegative(),
    fileBytes: z.number().int().nonnegative(),
  }),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

export async function writeManifest(directory: string, manifest: BackupManifest): Promise<void> {
  await writeFile(path.join(directory, backupFiles.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The manifest of a backup directory; a clear error when it is not one this version can restore. */
export async function readManifest(directory: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(path.join(directory, backupFiles.manifest), 'utf8');
  } catch {
    throw new Error(`${directory} is not a Fablecast backup: it has no ${backupFiles.manifest}`);
  }
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${directory} holds a backup this version cannot read`);
  return parsed.data;
}
