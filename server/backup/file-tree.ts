import { copyFile, link, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** Copies of the media folder for backups: hard links while the database waits, real copies after. */

export interface TreeCount {
  files: number;
  bytes: number;
}

type PlaceFile = (from: string, to: string) => Promise<void>;

// A `.tmp` file is a put in progress (the fs store renames it into place when whole): never part of a copy.
const isInProgress = (name: string) => name.endsWith('.tmp');

async function placeTree(from: string, to: string, place: PlaceFile): Promise<TreeCount> {
  const count: TreeCount = { files: 0, bytes: 0 };
  let entries;
  try {
    entries = await readdir(from, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return count;
    throw error;
  }
  await mkdir(to, { recursive: true, mode: 0o700 });
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      const inner = await placeTree(source, target, place);
      count.files += inner.files;
      count.bytes += inner.bytes;
    } else if (entry.isFile() && !isInProgress(entry.name)) {
      await place(source, target);
      count.files += 1;
      count.bytes += (await stat(target)).size;
    }
  }
  return count;
}

/**
 * Hard links of every file: instant, and immune to what happens next — the store replaces a file by
 * renaming a new one over it and deletes by unlinking, so the linked inode keeps the old bytes.
 */
export const linkTree = (from: string, to: string) =>
  placeTree(from, to, (source, target) => link(source, target));

/** Byte copies, for a target on another file system (or a backup restored into DATA_DIR). */
export const copyTree = (from: string, to: string) =>
  placeTree(from, to, (source, target) => copyFile(source, target));
