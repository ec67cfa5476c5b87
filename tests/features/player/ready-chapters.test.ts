import { describe, expect, it } from 'vitest';
import type { Chapter } from '@/contract/story';
import { readPlayerNavigation, sessionFromNavigation } from '@/features/player/navigation-state';
import { isNarrating, playableChapters } from '@/contract/audio-status';
import { chapterPlace, withReadyChapters } from '@/features/player/ready-chapters';
import { chapters, session, STORY_ID } from './fake-player';

const [first, second, third] = chapters as [(typeof chapters)[0], (typeof chapters)[0], (typeof chapters)[0]];
const chapter = (one: (typeof chapters)[0], status: Chapter['status']): Chapter => ({
  ...one,
  status,
  paragraphs: [],
});

describe('chapters that become ready later', () => {
  it('adds the newly ready chapters in order and keeps the ones held', () => {
    const held = session({ chapters: [third], chapterCount: 3 });
    const merged = withReadyChapters(
      held,
      playableChapters([chapter(second, 'ready'), chapter(first, 'ready')]),
    );
    expect(merged?.chapters.map((one) => one.order)).toEqual([1, 2, 3]);
    expect(merged?.chapters[2]).toBe(third);
    expect(withReadyChapters(merged!, [first])).toBeNull();
  });

  it('plays only ready chapters, and knows when narration is over', () => {
    const story = {
      status: 'published' as const,
      chapterCount: 3,
      chapters: [chapter(first, 'ready'), chapter(second, 'generating-audio'), chapter(third, 'error')],
    };
    expect(playableChapters(story.chapters).map((one) => one.id)).toEqual([first.id]);
    expect(isNarrating(story)).toBe(true);
    expect(isNarrating({ ...story, chapters: [chapter(first, 'ready'), chapter(third, 'error')] })).toBe(
      false,
    );
  });

  it("numbers a chapter by its order, out of the story's count or the highest order", () => {
    expect(chapterPlace(session({ chapters: [first, third] }), third.id)).toEqual({ current: 3, total: 3 });
    expect(chapterPlace(session({ chapters: [first], chapterCount: 6 }), first.id)).toEqual({
      current: 1,
      total: 6,
    });
  });
});

describe('the navigation state', () => {
  it('carries the chapter count and the cover into the session', () => {
    const navigation = readPlayerNavigation({
      storyId: STORY_ID,
      storyTitle: 'Luna',
      chapters: [first],
      chapterId: first.id,
      chapterCount: 4,
      coverUrl: '/media/covers/luna.webp',
    });
    expect(navigation).toMatchObject({ chapterCount: 4, coverUrl: '/media/covers/luna.webp' });
    const listener = { userId: 'u', childId: null, autoplayNext: false };
    expect(sessionFromNavigation(navigation!, listener, null)).toMatchObject({
      chapterCount: 4,
      coverUrl: '/media/covers/luna.webp',
    });
    const plain = readPlayerNavigation({ storyId: STORY_ID, chapters: [first], chapterId: first.id });
    expect(plain).not.toHaveProperty('chapterCount');
    expect(sessionFromNavigation(plain!, listener, null).coverUrl).toBeNull();
  });
});
