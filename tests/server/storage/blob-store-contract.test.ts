import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWhole, type BlobStore } from '../../../server/storage/blob-store';
import { createFsBlobStore } from '../../../server/storage/fs-blob-store';
import { createS3BlobStore } from '../../../server/storage/s3-blob-store';
import { startS3StandIn, type S3StandIn } from '../helpers/s3-stand-in';

/**
 * One contract, two stores: whatever the generation jobs and /media rely on must hold for files on disk
 * and for objects in an S3-compatible bucket alike (ADR 038).
 */

let s3: S3StandIn;
let root: string;
const stores: Record<string, BlobStore> = {};
// A small page, so deleting a story's files walks several ListObjectsV2 pages as a big one would on S3.
const pageSize = 4;

beforeAll(async () => {
  s3 = await startS3StandIn();
  root = await mkdtemp(path.join(tmpdir(), 'fablecast-blobs-'));
  stores['fs'] = createFsBlobStore(root);
  stores['s3'] = createS3BlobStore({ ...s3.options, pageSize });
});

afterAll(async () => {
  (stores['s3'] as ReturnType<typeof createS3BlobStore> | undefined)?.close();
  await s3?.stop();
  await rm(root, { recursive: true, force: true });
});

const readError = (store: BlobStore, key: string) =>
  readWhole(store, key).then(
    () => undefined,
    (error: unknown) => error as NodeJS.ErrnoException,
  );

describe.each(['fs', 's3'])('the %s blob store', (name) => {
  const store = () => stores[name] as BlobStore;
  const mp3 = Buffer.from(Array.from({ length: 5000 }, (_, index) => index % 251));

  it('keeps a chapter’s audio byte for byte, and an overwrite replaces it whole', async () => {
    await store().put('stories/s1/audio/chapter-1.mp3', mp3);
    expect(await store().stat('stories/s1/audio/chapter-1.mp3')).toEqual({ size: 5000 });
    expect((await readWhole(store(), 'stories/s1/audio/chapter-1.mp3')).equals(mp3)).toBe(true);

    await store().put('stories/s1/audio/chapter-1.mp3', Buffer.from('shorter'));
    expect(await store().stat('stories/s1/audio/chapter-1.mp3')).toEqual({ size: 7 });
    expect((await readWhole(store(), 'stories/s1/audio/chapter-1.mp3')).toString()).toBe('shorter');
  });

  it('reads the inclusive byte range a seeking player asks for', async () => {
    await store().put('stories/s2/audio/chapter-1.mp3', mp3);
    const chunks: Buffer[] = [];
    for await (const chunk of store().read('stories/s2/audio/chapter-1.mp3', { start: 100, end: 1099 })) {
      chunks.push(chunk as Buffer);
    }
    expect(Buffer.concat(chunks).equals(mp3.subarray(100, 1100))).toBe(true);
  });

  it('knows no file it never stored, and reading one fails like a missing file', async () => {
    expect(await store().stat('stories/nobody/audio/chapter-1.mp3')).toBeUndefined();
    expect((await readError(store(), 'stories/nobody/audio/chapter-1.mp3'))?.code).toBe('ENOENT');
  });

  it('deletes one file, and deleting it again is no error', async () => {
    await store().put('stories/s3/cover.svg', Buffer.from('<svg/>'));
    await store().delete('stories/s3/cover.svg');
    await store().delete('stories/s3/cover.svg');
    expect(await store().stat('stories/s3/cover.svg')).toBeUndefined();
  });

  it('deletes every file of a story, across several listing pages, and nothing of another story', async () => {
    const keys = Array.from({ length: pageSize * 3 + 1 }, (_, index) => `stories/gone/audio/c-${index}.mp3`);
    for (const key of keys) await store().put(key, Buffer.from(key));
    await store().put('stories/gone-not/audio/c-0.mp3', Buffer.from('kept'));
    await store().put('stories/kept/audio/c-0.mp3', Buffer.from('kept'));

    await store().deletePrefix('stories/gone');

    for (const key of keys) expect(await store().stat(key), key).toBeUndefined();
    expect(await store().stat('stories/gone-not/audio/c-0.mp3')).toEqual({ size: 4 });
    expect(await store().stat('stories/kept/audio/c-0.mp3')).toEqual({ size: 4 });
  });

  it('refuses keys that could reach outside the store', async () => {
    for (const key of ['../etc/passwd', 'stories/../../x', '/abs/path', 'stories/./a', 'a//b', '']) {
      await expect(store().put(key, Buffer.from('x')), key).rejects.toThrow(/Unsafe blob key/);
      await expect(store().stat(key), key).rejects.toThrow(/Unsafe blob key/);
      await expect(store().deletePrefix(key), key).rejects.toThrow(/Unsafe blob key/);
      expect(() => store().read(key), key).toThrow(/Unsafe blob key/);
    }
  });
});
