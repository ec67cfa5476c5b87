// @vitest-environment node
// (Node's own Blob: the DOM stand-in's Blob does not survive IndexedDB's structured clone.)
import { afterEach, describe, expect, it } from 'vitest';
import type { ReadAlong } from '@/contract/read-along';
import type { Story } from '@/contract/story';
import {
  bytesOf,
  chapterKeys,
  engineOn,
  files,
  freshDeviceEachTest,
  keptBytes,
  PARENT,
  story,
} from './fake-media';

// A chapter rewritten on the server after the story was downloaded (ADR 035): the device fetches that
// chapter's audio and read-along again, and nothing else.

const device = freshDeviceEachTest();
const NEW_KEY = 'stories/s1/c2-rewritten.mp3';

const withText = (base: Story, texts: Record<string, { paragraphs: string[]; at: string }>): Story => ({
  ...base,
  chapters: (base.chapters ?? []).map((chapter) => ({
    ...chapter,
    paragraphs: texts[chapter.id]?.paragraphs ?? ['Old words.'],
    audioGeneratedAt: texts[chapter.id]?.at ?? '2026-11-01T20:00:00.000Z',
  })),
});

const kept = withText(story, {});
const rewritten = withText(story, {
  c2: { paragraphs: ['New, gentler words.'], at: '2026-11-26T19:00:00.000Z' },
});

describe('a kept chapter that changed on the server', () => {
  const readAlongCalls: string[] = [];
  const readAlong =
    (current: Story) =>
    async (chapterId: string): Promise<ReadAlong> => {
      readAlongCalls.push(chapterId);
      const chapter = current.chapters?.find((one) => one.id === chapterId);
      return { chapterId, paragraphs: chapter?.paragraphs ?? [], words: null };
    };
  afterEach(() => {
    chapterKeys.c2 = 'stories/s1/c2.mp3';
    readAlongCalls.length = 0;
  });

  it("is downloaded again with its read-along, the others' files untouched", async () => {
    await engineOn(device, { readAlong: readAlong(kept) }).downloadStory(kept);
    const before = { c1: await keptBytes(device, 'c1'), c3: await keptBytes(device, 'c3') };
    readAlongCalls.length = 0;
    // The server rewrote chapter 2: new words, new audio under a new key.
    files[NEW_KEY] = bytesOf(45_000, 9);
    chapterKeys.c2 = NEW_KEY;

    const engine = engineOn(device, { readAlong: readAlong(rewritten) });
    await engine.refreshChanged(rewritten);

    expect(await keptBytes(device, 'c2')).toEqual(files[NEW_KEY]);
    expect(await device.db.mediaFiles.get([PARENT, 'stories/s1/c2.mp3'])).toBeUndefined();
    expect(await keptBytes(device, 'c1')).toEqual(before.c1);
    expect(await keptBytes(device, 'c3')).toEqual(before.c3);
    expect(readAlongCalls).toEqual(['c2']);
    const row = await device.db.downloads.get([PARENT, 's1']);
    expect(row?.readAlongs?.c2?.paragraphs).toEqual(['New, gentler words.']);
    expect(row?.story.chapters?.[1]?.paragraphs).toEqual(['New, gentler words.']);
    expect((await engine.viewOf('s1')).state).toBe('downloaded');
  });

  it('fetches nothing when nothing changed, or when the chapter was never kept', async () => {
    await engineOn(device).downloadChapter(kept, 'c1');
    const engine = engineOn(device, { readAlong: readAlong(rewritten) });
    const calls = device.server.audioCalls.length;

    await engine.refreshChanged(kept);
    await engine.refreshChanged(rewritten);

    expect(device.server.audioCalls.length).toBe(calls);
    expect(readAlongCalls).toEqual([]);
    expect(await keptBytes(device, 'c2')).toBeUndefined();
  });
});
