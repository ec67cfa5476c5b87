// @vitest-environment node
// (Node's own Blob: the DOM stand-in's Blob does not survive IndexedDB's structured clone.)
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChapterAudio, Story } from '@/contract/story';
import { createDownloadEngine, type DownloadEngineDeps } from '@/features/downloads/engine/download-engine';
import type { StoryDownloadView } from '@/features/downloads/download-model';
import { openDb, type FablecastDb } from '@/lib/db/db';

// Keeping stories on the device against a real (fake-indexeddb) Dexie database and a fake /media server
// that answers Range like ours: resume from the last byte, verification, quota, ownership, eviction.

const PARENT = 'parent-a';
const OTHER_PARENT = 'parent-b';

function bytesOf(size: number, seed: number): Uint8Array {
  const data = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) data[i] = (i * 31 + seed * 7) % 251;
  return data;
}

const files: Record<string, Uint8Array> = {
  'stories/s1/c1.mp3': bytesOf(70_000, 1),
  'stories/s1/c2.mp3': bytesOf(50_000, 2),
  'stories/s1/c3.mp3': bytesOf(30_000, 3),
};
const chapterKeys: Record<string, string> = {
  c1: 'stories/s1/c1.mp3',
  c2: 'stories/s1/c2.mp3',
  c3: 'stories/s1/c3.mp3',
};
async function sha(data: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', data as Uint8Array<ArrayBuffer>));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const story = {
  id: 's1',
  title: 'The Lighthouse Fox',
  coverImageUrl: null,
  chapterCount: 3,
  chapters: ['c1', 'c2', 'c3'].map((id, order) => ({
    id,
    order,
    title: `Chapter ${order + 1}`,
    duration: 60,
    status: 'ready',
    paragraphs: [],
  })),
} as unknown as Story;

interface FakeServer {
  requests: { key: string; range: string | null }[];
  /** Cut the body of the next answers after this many bytes (a dropped connection). */
  cutAfter: number | null;
  cutsLeft: number;
  /** Serve wrong bytes for this many answers (a corrupted download). */
  corruptLeft: number;
  /** Answer 403 (an expired signature) for this many requests. */
  expiredLeft: number;
  renewals: number;
}

let db: FablecastDb;
let server: FakeServer;
let owner: string | null;
let published: StoryDownloadView[];
let dbCount = 0;

function mediaFetch(url: string, init: RequestInit): Promise<Response> {
  const key = new URL(url, 'http://x').pathname.replace('/media/', '');
  const range = new Headers(init.headers).get('range');
  server.requests.push({ key, range });
  if (server.expiredLeft > 0) {
    server.expiredLeft -= 1;
    return Promise.resolve(new Response(null, { status: 403 }));
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
  // Pieces of 8 KB, one a pull; a cut connection errors after `cut` bytes (what arrived stays read).
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
}

function engineWith(overrides: Partial<DownloadEngineDeps> = {}) {
  return createDownloadEngine({
    db,
    owner: () => owner,
    fetch: mediaFetch,
    chapterAudio: async (chapterId, renew): Promise<ChapterAudio> => {
      if (renew) server.renewals += 1;
      const key = chapterKeys[chapterId] ?? '';
      const data = files[key] ?? new Uint8Array();
      return {
        audioUrl: `/media/${key}?exp=1&sig=x`,
        duration: 60,
        bytes: data.length,
        sha256: await sha(data),
      };
    },
    estimate: () => Promise.resolve({ usage: 1_000, quota: 50_000 }),
    publish: (view) => published.push(view),
    sha256: (data) => sha(new Uint8Array(data)),
    sleep: () => Promise.resolve(),
    pieceBytes: 16_384,
    ...overrides,
  });
}

beforeEach(async () => {
  dbCount += 1;
  db = openDb(`downloads-test-${dbCount}-${Date.now()}`);
  await db.open();
  server = { requests: [], cutAfter: null, cutsLeft: 0, corruptLeft: 0, expiredLeft: 0, renewals: 0 };
  owner = PARENT;
  published = [];
});

afterEach(async () => {
  db.close();
  await db.delete();
});

async function keptBytes(chapterId: string): Promise<Uint8Array | undefined> {
  const file = (await db.mediaFiles.where('[ownerId+chapterId]').equals([PARENT, chapterId]).toArray())[0];
  return file ? new Uint8Array(await file.blob.arrayBuffer()) : undefined;
}

describe('downloading a story', () => {
  it('keeps every chapter, verified, and the story, and ends at 100 % with the bar never moving back', async () => {
    const engine = engineWith();
    await engine.downloadStory(story);

    for (const chapterId of ['c1', 'c2', 'c3']) {
      expect(await keptBytes(chapterId)).toEqual(files[chapterKeys[chapterId]!]);
    }
    expect(await db.partials.count()).toBe(0);
    const view = await engine.viewOf('s1');
    expect(view.state).toBe('downloaded');
    expect(view.percent).toBe(100);
    expect(view.sizeBytes).toBe(150_000);
    expect(view.story?.title).toBe('The Lighthouse Fox');
    const percents = published.filter((v) => v.storyId === 's1').map((v) => v.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(published.some((v) => v.state === 'downloading' && v.bytesTotal === 150_000)).toBe(true);
  });

  it('resumes a chapter cut off mid-way from its last byte, and keeps it whole', async () => {
    server.cutAfter = 40_000;
    server.cutsLeft = 1;
    const engine = engineWith();
    await engine.downloadChapter(story, 'c1');

    expect(await keptBytes('c1')).toEqual(files[chapterKeys.c1!]);
    const ranges = server.requests.filter((r) => r.key === chapterKeys.c1).map((r) => r.range);
    expect(ranges[0]).toBe('bytes=0-');
    // Every byte that arrived before the cut is kept: the next request asks for the rest only.
    expect(ranges[1]).toBe('bytes=40000-');
  });

  it('resumes after the page went away: pieces left in the database are not fetched again', async () => {
    server.cutAfter = 40_000;
    server.cutsLeft = 1;
    await engineWith({ maxAttempts: 1 }).downloadChapter(story, 'c1');
    expect(await keptBytes('c1')).toBeUndefined();
    expect(await db.partials.count()).toBeGreaterThan(0);

    server.requests = [];
    const later = engineWith();
    await later.downloadChapter(story, 'c1');
    expect(server.requests.map((r) => r.range)).toEqual(['bytes=40000-']);
    expect(await keptBytes('c1')).toEqual(files[chapterKeys.c1!]);
  });

  it('discards bytes that do not match the published checksum and fetches them again', async () => {
    server.corruptLeft = 1;
    const engine = engineWith();
    await engine.downloadChapter(story, 'c2');
    expect(await keptBytes('c2')).toEqual(files[chapterKeys.c2!]);
    expect(server.requests.filter((r) => r.key === chapterKeys.c2)).toHaveLength(2);
  });

  it('gives up with CHECKSUM when the bytes are wrong twice, keeping nothing of that chapter', async () => {
    server.corruptLeft = 5;
    const engine = engineWith();
    await engine.downloadChapter(story, 'c2');
    expect(await keptBytes('c2')).toBeUndefined();
    expect(await db.partials.count()).toBe(0);
    const view = await engine.viewOf('s1');
    expect(view.state).toBe('failed');
    expect(view.error?.code).toBe('CHECKSUM');
  });

  it('renews an expired signed URL and carries on', async () => {
    server.expiredLeft = 1;
    await engineWith().downloadChapter(story, 'c3');
    expect(server.renewals).toBe(1);
    expect(await keptBytes('c3')).toEqual(files[chapterKeys.c3!]);
  });

  it('runs two chapters at a time', async () => {
    let running = 0;
    let most = 0;
    const engine = engineWith({
      fetch: async (url, init) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        return mediaFetch(url, init);
      },
    });
    await engine.downloadStory(story);
    expect(most).toBe(2);
  });

  it('stops on a full device with how much is needed, leaving no half-written chapter', async () => {
    const engine = engineWith({ estimate: () => Promise.resolve({ usage: 45_000, quota: 50_000 }) });
    const add = db.partials.add.bind(db.partials);
    let writes = 0;
    db.partials.add = ((row: Parameters<typeof add>[0]) => {
      writes += 1;
      if (writes > 3) return Promise.reject(Object.assign(new Error('full'), { name: 'QuotaExceededError' }));
      return add(row);
    }) as typeof db.partials.add;

    await engine.downloadStory(story);
    const view = await engine.viewOf('s1');
    expect(view.state).toBe('failed');
    expect(view.error).toEqual({ code: 'QUOTA_EXCEEDED', neededBytes: 150_000, freeBytes: 5_000 });
    expect(await db.partials.count()).toBe(0);
    expect(await db.mediaFiles.count()).toBe(0);
  });

  it('cancelled, keeps nothing half-arrived', async () => {
    const engine = engineWith({
      fetch: async (url, init) => {
        engine.cancel('s1');
        return mediaFetch(url, init);
      },
    });
    await engine.downloadStory(story);
    expect(await db.partials.count()).toBe(0);
    expect((await engine.viewOf('s1')).state).not.toBe('downloading');
  });
});

describe('what is kept belongs to one account', () => {
  it('another account on the same device sees, plays and removes none of it', async () => {
    await engineWith().downloadStory(story);
    owner = OTHER_PARENT;
    const other = engineWith();
    expect(await other.list()).toEqual([]);
    expect(await other.keptChapter('c1')).toBeUndefined();
    expect((await other.viewOf('s1')).state).toBe('none');
    await other.removeAll();
    owner = PARENT;
    expect((await engineWith().viewOf('s1')).state).toBe('downloaded');
  });

  it('remove frees the story’s files and rows', async () => {
    const engine = engineWith();
    await engine.downloadStory(story);
    await engine.remove('s1');
    expect(await db.mediaFiles.count()).toBe(0);
    expect(await db.downloads.count()).toBe(0);
    expect((await engine.viewOf('s1')).state).toBe('none');
  });
});

describe('a story deleted on another device', () => {
  it('is removed from this one, and its title given for a notice; one the server could not answer stays', async () => {
    const engine = engineWith();
    await engine.downloadStory(story);
    expect(await engine.forgetDeleted(() => Promise.reject(new Error('offline')))).toEqual([]);
    expect((await engine.viewOf('s1')).state).toBe('downloaded');
    expect(await engine.forgetDeleted((id) => Promise.resolve(id === 's1'))).toEqual(['The Lighthouse Fox']);
    expect(await db.mediaFiles.count()).toBe(0);
    expect((await engine.viewOf('s1')).state).toBe('none');
  });
});

describe('a kept chapter that went missing', () => {
  it('is shown as needs-download, never as playable', async () => {
    const engine = engineWith();
    await engine.downloadStory(story);
    await db.mediaFiles.delete([PARENT, chapterKeys.c2!]);

    const view = await engine.viewOf('s1');
    expect(view.state).toBe('needs-download');
    expect(view.chapters.c2?.state).toBe('needs-download');
    expect(view.chapters.c1?.state).toBe('downloaded');
    expect(await engine.keptChapter('c2')).toBeUndefined();
    expect(await engine.keptChapter('c1')).toBeDefined();
  });
});
