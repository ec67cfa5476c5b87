// @vitest-environment node
// (Node's own Blob: the DOM stand-in's Blob does not survive IndexedDB's structured clone.)
import { describe, expect, it } from 'vitest';
import {
  chapterKeys,
  engineOn,
  files,
  freshDeviceEachTest,
  keptBytes,
  mediaFetch,
  PARENT,
  story,
} from './fake-media';

// One chapter over a network that fails the way real ones do: cut off mid-way, a reload, a bad
// moment on the server, an expired signature, a server that ignores Range or says the range is wrong.

const device = freshDeviceEachTest();

const c1 = files[chapterKeys.c1!]!;
const rangesOf = (chapterId: string) =>
  device.server.requests.filter((r) => r.key === chapterKeys[chapterId]).map((r) => r.range);

describe('resuming from the last byte', () => {
  it('goes on from where the connection dropped, and keeps the chapter whole', async () => {
    device.server.cutAfter = 40_000;
    device.server.cutsLeft = 1;
    await engineOn(device).downloadChapter(story, 'c1');

    expect(await keptBytes(device, 'c1')).toEqual(c1);
    // Every byte that arrived before the cut is kept: the next request asks for the rest only.
    expect(rangesOf('c1')).toEqual(['bytes=0-', 'bytes=40000-']);
  });

  it('after the page went away, the pieces left in the database are not fetched again', async () => {
    device.server.cutAfter = 40_000;
    device.server.cutsLeft = 1;
    await engineOn(device, { maxAttempts: 1 }).downloadChapter(story, 'c1');
    expect(await keptBytes(device, 'c1')).toBeUndefined();
    expect(await device.db.partials.count()).toBeGreaterThan(0);
    // Meanwhile the story shows what arrived, ready to go on.
    expect((await engineOn(device).viewOf('s1')).chapters.c1?.bytesDone).toBe(40_000);

    device.server.requests = [];
    await engineOn(device).downloadChapter(story, 'c1');
    expect(rangesOf('c1')).toEqual(['bytes=40000-']);
    expect(await keptBytes(device, 'c1')).toEqual(c1);
  });

  it('keeps going through many drops as long as each brings new bytes', async () => {
    device.server.cutAfter = 10_000;
    device.server.cutsLeft = 6; // More drops than tries: each one moved the download on.
    await engineOn(device).downloadChapter(story, 'c1');
    expect(await keptBytes(device, 'c1')).toEqual(c1);
    expect(rangesOf('c1')).toEqual([
      'bytes=0-',
      'bytes=10000-',
      'bytes=20000-',
      'bytes=30000-',
      'bytes=40000-',
      'bytes=50000-',
      'bytes=60000-',
    ]);
  });

  it('starts the chapter over when the server answers 416', async () => {
    await device.db.partials.add({
      ownerId: PARENT,
      chapterId: 'c1',
      key: chapterKeys.c1!,
      offset: 0,
      blob: new Blob([new Uint8Array(10_000)]),
    });
    const media = mediaFetch(device.server);
    let answered416 = false;
    const engine = engineOn(device, {
      fetch: (url, init) => {
        if (answered416) return media(url, init);
        answered416 = true;
        device.server.requests.push({ key: chapterKeys.c1!, range: new Headers(init.headers).get('range') });
        return Promise.resolve(
          new Response(null, { status: 416, headers: { 'content-range': 'bytes */5000' } }),
        );
      },
    });
    await engine.downloadChapter(story, 'c1');
    expect(rangesOf('c1')).toEqual(['bytes=10000-', 'bytes=0-']);
    expect(await keptBytes(device, 'c1')).toEqual(c1);
  });

  it('reads the whole file again when a ranged request gets the whole file back', async () => {
    device.server.cutAfter = 40_000;
    device.server.cutsLeft = 1;
    device.server.ignoreRangeLeft = 2; // The first (bytes=0-) and the resumption.
    await engineOn(device).downloadChapter(story, 'c1');
    expect(rangesOf('c1')).toEqual(['bytes=0-', 'bytes=40000-']);
    expect(await keptBytes(device, 'c1')).toEqual(c1);
  });

  it('drops pieces of another file (new audio, another quality) and starts over', async () => {
    await device.db.partials.add({
      ownerId: PARENT,
      chapterId: 'c1',
      key: 'stories/s1/c1.old.mp3',
      offset: 0,
      blob: new Blob([new Uint8Array(10_000)]),
    });
    await engineOn(device).downloadChapter(story, 'c1');
    expect(rangesOf('c1')).toEqual(['bytes=0-']);
    expect(await keptBytes(device, 'c1')).toEqual(c1);
  });
});

describe('retrying', () => {
  it('waits longer each time after a bad moment on the server (backoff with jitter), then carries on', async () => {
    device.server.unavailableLeft = 3;
    await engineOn(device, { backoffMs: 1000, random: () => 0.5 }).downloadChapter(story, 'c2');
    expect(device.sleeps).toEqual([1000, 2000, 4000]);
    expect(await keptBytes(device, 'c2')).toEqual(files[chapterKeys.c2!]);
  });

  it('spreads the waits with jitter between half and one and a half of the step', async () => {
    device.server.unavailableLeft = 2;
    const randoms = [0, 0.999];
    await engineOn(device, { backoffMs: 1000, random: () => randoms.shift() ?? 0.5 }).downloadChapter(
      story,
      'c2',
    );
    expect(device.sleeps[0]).toBe(500);
    expect(device.sleeps[1]).toBeCloseTo(2998, 0);
  });

  it('gives up after four tries with nothing new, keeps what arrived, and says NETWORK', async () => {
    device.server.unavailableLeft = 10;
    const engine = engineOn(device);
    await engine.downloadChapter(story, 'c2');
    expect(rangesOf('c2')).toHaveLength(4);
    expect(device.sleeps).toHaveLength(3);
    const view = await engine.viewOf('s1');
    expect(view.state).toBe('failed');
    expect(view.error?.code).toBe('NETWORK');
  });

  it('renews an expired signed URL at once and goes on from the same byte', async () => {
    device.server.cutAfter = 20_000;
    device.server.cutsLeft = 1;
    const engine = engineOn(device);
    const download = engine.downloadChapter(story, 'c1');
    await download;
    device.server.requests = [];
    device.server.audioCalls = [];
    // A second chapter whose signature expired before it started.
    device.server.expiredLeft = 1;
    await engine.downloadChapter(story, 'c3');
    expect(device.server.audioCalls.map((call) => call.renew)).toEqual([false, true]);
    expect(device.sleeps).toEqual([1000]); // Only the first chapter's drop waited.
    expect(await keptBytes(device, 'c3')).toEqual(files[chapterKeys.c3!]);
  });

  it('when the renewed URL names another file, starts the chapter over with that file', async () => {
    device.server.cutAfter = 20_000;
    device.server.cutsLeft = 1;
    device.server.renewedKey.c1 = 'stories/s1/c1.saver.mp3';
    const engine = engineOn(device, {
      fetch: (url, init) => {
        // After the drop, the old signature has expired.
        if (device.server.requests.length === 1) device.server.expiredLeft = 1;
        return mediaFetch(device.server)(url, init);
      },
    });
    await engine.downloadChapter(story, 'c1');
    const file = (
      await device.db.mediaFiles.where('[ownerId+chapterId]').equals([PARENT, 'c1']).toArray()
    )[0];
    expect(file?.key).toBe('stories/s1/c1.saver.mp3');
    expect(await keptBytes(device, 'c1')).toEqual(files['stories/s1/c1.saver.mp3']);
    expect(device.server.requests.at(-1)).toEqual({ key: 'stories/s1/c1.saver.mp3', range: 'bytes=0-' });
  });
});
