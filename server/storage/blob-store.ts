import type { Readable } from 'node:stream';

/**
 * Where generated files (chapter audio, covers) live. `fs` under DATA_DIR is the default; an
 * S3-compatible store can implement the same interface for several machines. Keys are relative,
 * slash-separated paths such as `audio/<storyId>/<chapterId>-<version>.mp3`.
 */
export interface BlobStore {
  /** Stores the whole file atomically: a reader sees the old file, the new file, or none — never half. */
  put(key: string, data: Buffer): Promise<void>;
  /** Size of a stored file, or undefined when there is none. */
  stat(key: string): Promise<{ size: number } | undefined>;
  /** Reads a stored file, or the inclusive byte range `start..end` of it. */
  read(key: string, range?: { start: number; end: number }): Readable;
  delete(key: string): Promise<void>;
  /** Deletes every file whose key starts with `prefix/` (a story's audio, an account's files). */
  deletePrefix(prefix: string): Promise<void>;
}

const safeKey = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/i;

/** A relative path of plain names: no `..` or `.` segment, nothing a store could read outside itself. */
export const isSafeKey = (key: string): boolean =>
  safeKey.test(key) && !key.split('/').some((part) => part === '..' || part === '.');

/** Keys come from ids we generate, never from users; this check is the last line against `../` tricks. */
export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe blob key: ${JSON.stringify(key)}`);
}

/** A whole stored file in memory (an export reads one chapter at a time). */
export async function readWhole(store: BlobStore, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of store.read(key)) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
