import { createHash } from 'node:crypto';
import type { BlobStore } from './blob-store';

/**
 * The byte count and SHA-256 of a stored file, published with a chapter's audio URL so that the app
 * can verify a download before it counts it as kept (issue 12). A key never changes content (new audio
 * gets a new key), so a digest is computed once per process and remembered; a chapter of a few MB
 * hashes in milliseconds, and concurrent asks for the same key share one read.
 */

export interface FileDigest {
  bytes: number;
  /** Lower-case hex. */
  sha256: string;
}

const REMEMBERED = 5000;
const digests = new Map<string, Promise<FileDigest | undefined>>();

async function compute(store: BlobStore, key: string): Promise<FileDigest | undefined> {
  const stat = await store.stat(key);
  if (!stat) return undefined;
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of store.read(key)) {
    const piece = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    bytes += piece.length;
    hash.update(piece);
  }
  return { bytes, sha256: hash.digest('hex') };
}

export function fileDigest(store: BlobStore, key: string): Promise<FileDigest | undefined> {
  const known = digests.get(key);
  if (known) return known;
  const pending = compute(store, key).then(
    (digest) => {
      if (!digest) digests.delete(key); // Not there yet: ask again next time.
      return digest;
    },
    (error: unknown) => {
      digests.delete(key);
      throw error;
    },
  );
  if (digests.size >= REMEMBERED) digests.delete(digests.keys().next().value as string);
  digests.set(key, pending);
  return pending;
}
