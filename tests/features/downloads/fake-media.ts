import { afterEach, beforeEach } from 'vitest';
import type { ChapterAudio, Story } from '@/contract/story';
import { createDownloadEngine, type DownloadEngineDeps } from '@/features/downloads/engine/download-engine';
import type { DownloadQuality, StoryDownloadView } from '@/features/downloads/download-model';
import { openDb, type FablecastDb } from '@/lib/db/db';

// A story of three chapters, and a fake /media server that answers Range as ours does (206 from the
// asked byte, 416 past the end) — and, when a test says so, drops the connection mid-body, corrupts
// the bytes, answers 403 for an expired signature or 5xx for a bad moment. The engine runs against a
// real (fake-indexeddb) Dexie database of its own per test. Node's Blob: run these files under
// `// @vitest-environment node` (the DOM stand-in's Blob does not survive IndexedDB's structured clone).

export const PARENT = 'parent-a';
export const OTHER_PARENT = 'parent-b';

export function bytesOf(size: number, seed: number): Uint8Array {
  const data = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) data[i] = (i * 31 + seed * 7) % 251;
  return data;
}

export const files: Record<string, Uint8Array> = {
  'stories/s1/c1.mp3': bytesOf(70_000, 1),
  'stories/s1/c2.mp3': bytesOf(50_000, 2),
  'stories/s1/c3.mp3': bytesOf(30_000, 3),
  'stories/s1/c1.saver.mp3': bytesOf(20_000, 4),
  'stories/s2/d1.mp3': bytesOf(40_000, 5),
  'stories/s2/d2.mp3': bytesOf(40_000, 6),
};

/** The /media key of each chapter's standard audio. */
export const chapterKeys: Record<string, string> = {
  c1: 'stories/s1/c1.mp3',
  c2: 'stories/s1/c2.mp3',
  c3: 'stories/s1/c3.mp3',
  d1: 'stories/s2/d1.mp3',
  d2: 'stories/s2/d2.mp3',
};

export async function sha(data: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', data as Uint8Array<ArrayBuffer>));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function storyOf(id: string, title: string, chapterIds: string[]): Story {
  return {
    id,
    title,
    coverImageUrl: null,
    chapterCount: chapterIds.length,
    chapters: chapterIds.map((chapterId, order) => ({
      id: chapterId,
      order,
      title: `Chapter ${order + 1}`,
      duration: 60,
      status: 'ready',
      paragraphs: [],
    })),
  } as unknown as Story;
}

export const story = storyOf('s1', 'The Lighthouse Fox', ['c1', 'c2', 'c3']);
export const otherStory = storyOf('s2', 'The Owl Who Counted Stars', ['d1', 'd2']);

export interface FakeServer {
  requests: { key: string; range: string | null }[];
  /** Cut the body of the next answers after this many bytes (a dropped connection). */
  cutAfter: number | null;
  cutsLeft: number;
  /** Serve wrong bytes for this many answers (a corrupted download). */
  corruptLeft: number;
  /** Answer 403 (an expired signature) for this many requests. */
  expiredLeft: number;
  /** Answer 503 for this many requests. */
  unavailableLeft: number;
  /** Answer 200 with the whole file to this many ranged requests (a server that ignores Range). */
  ignoreRangeLeft: number;
  /** The chapter audio calls: chapter, renewal, quality. */
  audioCalls: { chapterId: string; renew: boolean; quality: DownloadQuality }[];
  /** What a renewal answers instead of the chapter's usual file (new audio since). */
  renewedKey: Record<string, string>;
  /** Publish no checksum (an older server). */
  noChecksum: boolean;
}

export function fakeServer(): FakeServer {
  return {
    requests: [],
    cutAfter: null,
    cutsLeft: 0,
    corruptLeft: 0,
    expiredLeft: 0,
    unavailableLeft: 0,
    ignoreRangeLeft: 0,
    audioCalls: [],
    renewedKey: {},
    noChecksum: false,
  };
}

/** GET /media/<key> with Range, as the server answers it (8 KB a read). */
export function mediaFetch(server: FakeServer) {
  return (url: string, init: RequestInit): Promise<Response> => {
    const key = new URL(url, 'http://x').pathname.replace('/media/', '');
    let range = new Headers(init.headers).get('range');
    server.requests.push({ key, range });
    if (init.signal?.aborted) return Promise.reject(init.signal.reason);
    if (server.expiredLeft > 0) {
      server.expiredLeft -= 1;
      return Promise.resolve(new Response(null, { status: 403 }));
    }
    if (server.unavailableLeft > 0) {
      server.unavailableLeft -= 1;
      return Promise.resolve(new Response(null, { status: 503 }));
    }
    if (range && server.ignoreRangeLeft > 0) {
      server.ignoreRangeLeft -= 1;
      range = null;
    }
    let data = files[key];
    if (!data) return Promise.resolve(new Response(null, { status: 404 }));
    if (server.corruptLeft > 0) {
      server.corruptLeft -= 1;
      data = data.map((byte) => byte ^ 0xff);
    }
    const start = range ? Number(/bytes=(\d+)-/.exec(range)?.[1]) : 0;
    if (start >= data.length) return Promise.resolve(new Response(null, { status: 416 }));
    const body = data.subarray(start);
    const cut = server.cutAfter !== null && server.cutsLeft > 0 ? server.cutAfter : null;
    if (cut !== null) server.cutsLeft -= 1;
    // A cut connection errors after `cut` bytes (what arrived stays read).
    const limit = Math.min(cut ?? body.length, body.length);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= limit) {
          if (cut !== null && cut < body.length) controller.error(new TypeError('network error'));
          else controller.close();
          return;
        }
        const next = Math.min(sent + 8192, limit);
        controller.enqueue(body.slice(sent, next));
        sent = next;
      },
    });
    const headers: Record<string, string> = { 'content-length': String(body.length) };
    if (range) headers['content-range'] = `bytes ${start}-${data.length - 1}/${data.length}`;
    return Promise.resolve(new Response(stream, { status: range ? 206 : 200, headers }));
  };
}

/** GET /chapters/{id}/audio (or /audio-url): the signed URL, size and checksum of the file. */
export function chapterAudioOf(server: FakeServer) {
  return async (
    chapterId: string,
    renew: boolean,
    quality: DownloadQuality = 'standard',
  ): Promise<ChapterAudio> => {
    server.audioCalls.push({ chapterId, renew, quality });
    const standard = chapterKeys[chapterId] ?? '';
    let key = quality === 'data-saver' ? standard.replace('.mp3', '.saver.mp3') : standard;
    if (renew && server.renewedKey[chapterId]) key = server.renewedKey[chapterId];
    const data = files[key] ?? new Uint8Array();
    return {
      audioUrl: `/media/${key}?exp=1&sig=${server.audioCalls.length}`,
      duration: 60,
      bytes: data.length,
      ...(server.noChecksum ? {} : { sha256: await sha(data) }),
      quality,
    };
  };
}

let dbCount = 0;

/** A database of the test's own, opened. */
export async function freshDb(): Promise<FablecastDb> {
  dbCount += 1;
  const db = openDb(`downloads-test-${dbCount}-${Date.now()}`);
  await db.open();
  return db;
}

export interface Device {
  db: FablecastDb;
  server: FakeServer;
  owner: string | null;
  published: StoryDownloadView[];
  /** The waits the engine asked for between tries (ms). */
  sleeps: number[];
}

/** A device of its own for each test of the file: a fresh database, server and account (PARENT). */
export function freshDeviceEachTest(): Device {
  const device = {} as Device;
  beforeEach(async () => {
    Object.assign(device, {
      db: await freshDb(),
      server: fakeServer(),
      owner: PARENT,
      published: [],
      sleeps: [],
    });
  });
  afterEach(async () => {
    device.db.close();
    await device.db.delete();
  });
  return device;
}

export function engineOn(device: Device, overrides: Partial<DownloadEngineDeps> = {}) {
  return createDownloadEngine({
    db: device.db,
    owner: () => device.owner,
    fetch: mediaFetch(device.server),
    chapterAudio: chapterAudioOf(device.server),
    estimate: () => Promise.resolve({ usage: 1_000, quota: 500_000_000 }),
    publish: (view) => device.published.push(view),
    sha256: (data) => sha(new Uint8Array(data)),
    sleep: (ms) => {
      device.sleeps.push(ms);
      return Promise.resolve();
    },
    random: () => 0.5,
    pieceBytes: 16_384,
    ...overrides,
  });
}

/** The bytes kept on the device for a chapter, if any. */
export async function keptBytes(
  device: Device,
  chapterId: string,
  owner = PARENT,
): Promise<Uint8Array | undefined> {
  const file = (
    await device.db.mediaFiles.where('[ownerId+chapterId]').equals([owner, chapterId]).toArray()
  )[0];
  return file ? new Uint8Array(await file.blob.arrayBuffer()) : undefined;
}
