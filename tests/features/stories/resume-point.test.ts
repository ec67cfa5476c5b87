import { describe, expect, it } from 'vitest';
import { resumePoint } from '@/features/stories/story-progress';

const chapters = [1, 2, 3].map((order) => ({
  id: `c${order}`,
  order,
  title: `C${order}`,
  duration: order === 3 ? 0 : 240,
}));
const rec = (chapterId: string, position: number, completed: boolean, lastListenedAt: string) => ({
  chapterId,
  position,
  completed,
  lastListenedAt,
});

describe('where a listener goes on (story page play button, home card, progress screen)', () => {
  it('is the last chapter listened to and its saved place, while unfinished', () => {
    const records = [rec('c1', 240, true, '2026-01-01'), rec('c2', 95, false, '2026-01-02')];
    expect(resumePoint(chapters, records)).toEqual({ chapter: chapters[1], position: 95, duration: 240 });
  });

  it('after a finished chapter, the next one from its start (300 s when its length is unknown)', () => {
    const records = [rec('c1', 240, true, '2026-01-01'), rec('c2', 240, true, '2026-01-02')];
    expect(resumePoint(chapters, records)).toEqual({ chapter: chapters[2], position: 0, duration: 300 });
  });

  it('is none once every chapter is finished, or with nothing to play', () => {
    const records = chapters.map((chapter) => rec(chapter.id, 240, true, '2026-01-01'));
    expect(resumePoint(chapters, records)).toBeNull();
    expect(resumePoint([], [])).toBeNull();
  });
});
