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
  otherStory,
  OTHER_PARENT,
  PARENT,
  story,
} from './fake-media';

// Keeping stories on the device, as a parent sees it: the bar, what is kept and verified, a full
// device, a cancel, whose downloads they are, and a chapter that went missing.

const device = freshDeviceEachTest();

const percentsOf = (storyId: string) =>
  device.published.filter((view) => view.storyId === storyId).map((view) => view.percent);

describe('downloading a story', () => {
  it('keeps every chapter, verified, and the story, and ends at 100 % with the bar never moving back', async () => {
    const engine = engineOn(device);
    await engine.downloadStory(story);

    for (const chapterId of ['c1', 'c2', 'c3']) {
      expect(await keptBytes(device, chapterId)).toEqual(files[chapterKeys[chapterId]!]);
    }
    expect(await device.db.partials.count()).toBe(0);
    const view = await engine.viewOf('s1');
    expect(view).toMatchObject({ state: 'downloaded', percent: 100, sizeBytes: 150_000 });
    expect(view.story?.title).toBe('The Lighthouse Fox');
    const row = await device.db.downloads.get([PARENT, 's1']);
    expect(row?.keptChapterIds?.sort()).toEqual(['c1', 'c2', 'c3']);
    expect(row?.downloadedAt).toBeDefined();
    const percents = percentsOf('s1');
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.at(-1)).toBe(100);
    // The sizes are asked first: the bar says "of 150 KB" from the start.
    expect(device.published.some((v) => v.state === 'downloading' && v.bytesTotal === 150_000)).toBe(true);
  });

  it('downloading the rest of a partly kept story counts the whole story: from where it stands to 100 %', async () => {
    const engine = engineOn(device);
    await engine.downloadChapter(story, 'c1');
    device.published.length = 0;

    await engine.downloadStory(story);
    const running = device.published.filter((view) => view.storyId === 's1' && view.state === 'downloading');
    // Never "99 %" of the one chapter already kept while the others' sizes are asked.
    expect(running.every((view) => view.percent < 99 || view.bytesTotal === 150_000)).toBe(true);
    const ofTheWholeStory = running.filter((view) => view.bytesTotal === 150_000).map((view) => view.percent);
    expect(ofTheWholeStory[0]).toBeLessThan(50);
    expect(ofTheWholeStory).toEqual([...ofTheWholeStory].sort((a, b) => a - b));
    expect(percentsOf('s1').at(-1)).toBe(100);
  });

  it('never moves the bar back, even when a chapter is fetched again after a bad checksum', async () => {
    device.server.corruptLeft = 1;
    const engine = engineOn(device);
    await engine.downloadStory(story);
    const percents = percentsOf('s1');
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect((await engine.viewOf('s1')).state).toBe('downloaded');
  });

  it('discards bytes that do not match the published checksum and fetches them again', async () => {
    device.server.corruptLeft = 1;
    await engineOn(device).downloadChapter(story, 'c2');
    expect(await keptBytes(device, 'c2')).toEqual(files[chapterKeys.c2!]);
    expect(device.server.requests.filter((r) => r.key === chapterKeys.c2).map((r) => r.range)).toEqual([
      'bytes=0-',
      'bytes=0-',
    ]);
  });

  it('gives up with CHECKSUM when the bytes are wrong twice, keeping nothing of that chapter', async () => {
    device.server.corruptLeft = 5;
    const engine = engineOn(device);
    await engine.downloadChapter(story, 'c2');
    expect(await keptBytes(device, 'c2')).toBeUndefined();
    expect(await device.db.partials.count()).toBe(0);
    const view = await engine.viewOf('s1');
    expect(view.state).toBe('failed');
    expect(view.error?.code).toBe('CHECKSUM');
  });

  it('from an older server that publishes no checksum, checks the byte count alone', async () => {
    device.server.noChecksum = true;
    await engineOn(device).downloadChapter(story, 'c3');
    const file = await device.db.mediaFiles.get([PARENT, chapterKeys.c3!]);
    expect(file?.bytes).toBe(30_000);
    expect(file?.sha256).toBeUndefined();
  });

  it('keeps the other chapters when one fails, and says which went wrong', async () => {
    const engine = engineOn(device, {
      fetch: (url, init) =>
        url.includes('c2.mp3')
          ? Promise.resolve(new Response(null, { status: 404 }))
          : mediaFetch(device.server)(url, init),
    });
    await engine.downloadStory(story);
    const view = await engine.viewOf('s1');
    expect(view.state).toBe('failed');
    expect(view.error?.code).toBe('NOT_FOUND');
    expect(view.chapters.c1?.state).toBe('downloaded');
    expect(view.chapters.c3?.state).toBe('downloaded');
    // Never kept: not "needs download", just not there.
    expect(view.chapters.c2?.state).toBe('none');
  });

  it('asks the server for the quality the parent chose, and keeps that file', async () => {
    await engineOn(device, { quality: () => 'data-saver' }).downloadChapter(story, 'c1');
    expect(device.server.audioCalls).toEqual([{ chapterId: 'c1', renew: false, quality: 'data-saver' }]);
    const file = (
      await device.db.mediaFiles.where('[ownerId+chapterId]').equals([PARENT, 'c1']).toArray()
    )[0];
    expect(file).toMatchObject({ key: 'stories/s1/c1.saver.mp3', quality: 'data-saver', bytes: 20_000 });
    expect((await device.db.downloads.get([PARENT, 's1']))?.quality).toBe('data-saver');
  });

  it('runs two chapters at a time, across stories too', async () => {
    let running = 0;
    let most = 0;
    const engine = engineOn(device, {
      fetch: async (url, init) => {
        running += 1;
        most = Math.max(most, running);
        try {
          const response = await mediaFetch(device.server)(url, init);
          const body = await response.arrayBuffer(); // The whole body, slowly.
          await new Promise((resolve) => setTimeout(resolve, 10));
          return new Response(body, { status: response.status, headers: response.headers });
        } finally {
          running -= 1;
        }
      },
    });
    await Promise.all([engine.downloadStory(story), engine.downloadStory(otherStory)]);
    expect(most).toBe(2);
    expect((await engine.viewOf('s1')).state).toBe('downloaded');
    expect((await engine.viewOf('s2')).state).toBe('downloaded');
  });

  it('a chapter asked for while its story downloads follows, and a second click is the same download', async () => {
    const engine = engineOn(device);
    const whole = engine.downloadChapter(story, 'c1');
    const again = engine.downloadChapter(story, 'c1');
    const more = engine.downloadChapter(story, 'c2');
    await Promise.all([whole, again, more]);
    expect(device.server.requests.filter((r) => r.key === chapterKeys.c1)).toHaveLength(1);
    expect((await engine.viewOf('s1')).chapters.c2?.state).toBe('downloaded');
  });
});

describe('a full device', () => {
  it('stops the story with how much it needs and what is free, leaving no half-written chapter', async () => {
    const engine = engineOn(device, { estimate: () => Promise.resolve({ usage: 45_000, quota: 50_000 }) });
    const add = device.db.partials.add.bind(device.db.partials);
    let writes = 0;
    device.db.partials.add = ((row: Parameters<typeof add>[0]) => {
      writes += 1;
      if (writes > 3) return Promise.reject(Object.assign(new Error('full'), { name: 'QuotaExceededError' }));
      return add(row);
    }) as typeof device.db.partials.add;

    await engine.downloadStory(story);
    const view = await engine.viewOf('s1');
    expect(view.state).toBe('failed');
    expect(view.error).toEqual({ code: 'QUOTA_EXCEEDED', neededBytes: 150_000, freeBytes: 5_000 });
    expect(await device.db.partials.count()).toBe(0);
    expect(await device.db.mediaFiles.count()).toBe(0);
    expect(await device.db.downloads.count()).toBe(0);
  });

  it('says so before fetching a byte when the browser reports too little room for the story', async () => {
    const engine = engineOn(device, { estimate: () => Promise.resolve({ usage: 90_000, quota: 100_000 }) });
    await engine.downloadStory(story);
    const view = await engine.viewOf('s1');
    expect(view.error).toEqual({ code: 'QUOTA_EXCEEDED', neededBytes: 150_000, freeBytes: 10_000 });
    expect(
      device.server.requests.filter((request) => Object.values(chapterKeys).includes(request.key)),
    ).toEqual([]);
    expect(await device.db.downloads.count()).toBe(0);
  });

  it('also when Dexie wraps the error in its transaction, keeping the chapters already verified', async () => {
    const engine = engineOn(device);
    await engine.downloadChapter(story, 'c3'); // Kept before the device filled up.
    const transaction = device.db.transaction.bind(device.db);
    device.db.transaction = (() => {
      const quota = Object.assign(new Error('full'), { name: 'QuotaExceededError' });
      // What Dexie throws: the transaction's AbortError, the real cause inside.
      return Promise.reject(
        Object.assign(new Error('Transaction aborted'), { name: 'AbortError', inner: quota }),
      );
    }) as unknown as typeof transaction;

    await engine.downloadStory(story);
    device.db.transaction = transaction;
    const view = await engine.viewOf('s1');
    expect(view.error?.code).toBe('QUOTA_EXCEEDED');
    expect(view.error?.neededBytes).toBe(120_000); // c1 and c2: c3 is kept.
    expect(await device.db.partials.count()).toBe(0);
    const kept = await device.db.mediaFiles.toArray();
    expect(kept.map((file) => file.chapterId)).toEqual(['c3']);
    expect(view.chapters.c3?.state).toBe('downloaded');
  });
});

describe('cancelling', () => {
  it('keeps nothing that was still arriving, and the story is no longer downloading', async () => {
    const engine = engineOn(device, {
      fetch: async (url, init) => {
        engine.cancel('s1');
        return mediaFetch(device.server)(url, init);
      },
    });
    await engine.downloadStory(story);
    expect(await device.db.partials.count()).toBe(0);
    expect(await device.db.mediaFiles.count()).toBe(0);
    const view = await engine.viewOf('s1');
    expect(view.state).toBe('none');
    expect(view.error).toBeUndefined();
  });
});

describe('what is kept belongs to one account', () => {
  it('another account on the same device sees, plays and removes none of it', async () => {
    await engineOn(device).downloadStory(story);
    device.owner = OTHER_PARENT;
    const other = engineOn(device);
    expect(await other.list()).toEqual([]);
    expect(await other.keptChapter('c1')).toBeUndefined();
    expect(await other.keptStory('s1')).toBeUndefined();
    expect(await other.keptBytes()).toBe(0);
    expect((await other.viewOf('s1')).state).toBe('none');
    await other.removeAll();
    await other.remove('s1');
    device.owner = PARENT;
    expect((await engineOn(device).viewOf('s1')).state).toBe('downloaded');
  });

  it('each account keeps its own copy, and removing all removes only its own', async () => {
    await engineOn(device).downloadStory(story);
    device.owner = OTHER_PARENT;
    await engineOn(device).downloadChapter(story, 'c1');
    await device.db.storyCache.put({ ownerId: OTHER_PARENT, storyId: 's9', story, openedAt: 1 });
    await device.db.storyCache.put({ ownerId: PARENT, storyId: 's9', story, openedAt: 1 });
    await engineOn(device).removeAll();
    expect(await keptBytes(device, 'c1', OTHER_PARENT)).toBeUndefined();
    // Its recently opened stories and every cover go too; the other account's stay.
    expect(await device.db.storyCache.where('ownerId').equals(OTHER_PARENT).count()).toBe(0);
    expect(await device.db.mediaFiles.where('ownerId').equals(OTHER_PARENT).count()).toBe(0);
    expect(await device.db.storyCache.where('ownerId').equals(PARENT).count()).toBe(1);
    device.owner = PARENT;
    expect(await keptBytes(device, 'c1')).toEqual(files[chapterKeys.c1!]);
    expect(await engineOn(device).keptBytes()).toBe(150_000);
  });

  it('remove frees the story’s files and rows', async () => {
    const engine = engineOn(device);
    await engine.downloadStory(story);
    await engine.remove('s1');
    expect(await device.db.mediaFiles.count()).toBe(0);
    expect(await device.db.downloads.count()).toBe(0);
    expect((await engine.viewOf('s1')).state).toBe('none');
    expect(await engine.keptBytes()).toBe(0);
  });
});

describe('a story deleted on another device', () => {
  it('is removed from this one, and its title given for a notice; one the server could not answer stays', async () => {
    const engine = engineOn(device);
    await engine.downloadStory(story);
    expect(await engine.forgetDeleted(() => Promise.reject(new Error('offline')))).toEqual([]);
    expect((await engine.viewOf('s1')).state).toBe('downloaded');
    expect(await engine.forgetDeleted((id) => Promise.resolve(id === 's1'))).toEqual(['The Lighthouse Fox']);
    expect(await device.db.mediaFiles.count()).toBe(0);
    expect((await engine.viewOf('s1')).state).toBe('none');
  });
});

describe('a kept chapter that went missing (evicted, cleared)', () => {
  it('is shown as needs-download, never as playable', async () => {
    const engine = engineOn(device);
    await engine.downloadStory(story);
    await device.db.mediaFiles.delete([PARENT, chapterKeys.c2!]);

    const view = await engine.viewOf('s1');
    expect(view.state).toBe('needs-download');
    expect(view.chapters.c2?.state).toBe('needs-download');
    expect(view.chapters.c1?.state).toBe('downloaded');
    expect(await engine.keptChapter('c2')).toBeUndefined();
    expect(await engine.keptChapter('c1')).toBeDefined();
  });

  it('a file whose bytes are not all there any more is not offered either', async () => {
    const engine = engineOn(device);
    await engine.downloadChapter(story, 'c1');
    const file = (await device.db.mediaFiles.get([PARENT, chapterKeys.c1!]))!;
    await device.db.mediaFiles.put({ ...file, blob: file.blob.slice(0, 100) });
    expect(await engine.keptChapter('c1')).toBeUndefined();
    expect((await engine.viewOf('s1')).chapters.c1?.state).toBe('needs-download');
    // Downloading it again fetches it whole.
    await engine.downloadChapter(story, 'c1');
    expect(await keptBytes(device, 'c1')).toEqual(files[chapterKeys.c1!]);
    expect((await engine.viewOf('s1')).state).toBe('partial');
  });
});

describe('the read-along kept with the audio (issue 15)', () => {
  const readAlongOf = (chapterId: string) => ({
    chapterId,
    paragraphs: [`The text of ${chapterId}.`],
    words: [{ p: 0, w: 0, startMs: 1_200, endMs: 1_500 }],
  });

  it('keeps each chapter’s text and timings beside its audio, for this account only', async () => {
    const asked: string[] = [];
    const readAlong = async (chapterId: string) => {
      asked.push(chapterId);
      return readAlongOf(chapterId);
    };
    const engine = engineOn(device, { readAlong });
    await engine.downloadStory(story);
    expect(asked.sort()).toEqual(['c1', 'c2', 'c3']);
    expect(await engine.keptReadAlong('s1', 'c2')).toEqual(readAlongOf('c2'));
    expect((await engine.viewOf('s1')).state).toBe('downloaded');

    device.owner = OTHER_PARENT;
    expect(await engine.keptReadAlong('s1', 'c2')).toBeUndefined();
  });

  it('does not hold the download back when the text cannot be fetched, and fetches it next time', async () => {
    let failing = true;
    const asked: string[] = [];
    const readAlong = async (chapterId: string) => {
      asked.push(chapterId);
      if (failing && chapterId === 'c3') throw new Error('503');
      return readAlongOf(chapterId);
    };
    const engine = engineOn(device, { readAlong });
    await engine.downloadStory(story);
    expect((await engine.viewOf('s1')).state).toBe('downloaded');
    expect(await engine.keptReadAlong('s1', 'c3')).toBeUndefined();

    failing = false;
    asked.length = 0;
    await engine.downloadStory(story);
    // Only what was missing is asked for again; the audio was already kept.
    expect(asked).toEqual(['c3']);
    expect(await engine.keptReadAlong('s1', 'c3')).toEqual(readAlongOf('c3'));
    expect(await engine.keptReadAlong('s1', 'c1')).toEqual(readAlongOf('c1'));
  });
});
