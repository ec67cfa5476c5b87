import { describe, expect, it } from 'vitest';
import {
  chapterPercent,
  chapterToPlay,
  groupByChild,
  hasListened,
  listenCount,
  storyProgressPercent,
} from '@/features/stories/story-progress';

const chapters = [
  { id: 'c2', order: 2, duration: 200 },
  { id: 'c1', order: 1, duration: 100 },
  { id: 'c3', order: 3, duration: 0 },
];
const record = (chapterId: string, position: number, completed = false) => ({
  chapterId,
  position,
  completed,
});

describe('chapter progress (S§3, S§4: position over the chapter duration, default 300)', () => {
  it('is 0 without a record, 100 when completed, else position over duration capped at 99', () => {
    expect(chapterPercent(chapters[0]!, [])).toBe(0);
    expect(chapterPercent(chapters[0]!, [record('c2', 50)])).toBe(25);
    expect(chapterPercent(chapters[1]!, [record('c1', 100)])).toBe(99);
    expect(chapterPercent(chapters[1]!, [record('c1', 10, true)])).toBe(100);
  });

  it('uses 300 s for a chapter without a known duration', () => {
    expect(chapterPercent(chapters[2]!, [record('c3', 150)])).toBe(50);
  });
});

describe('story progress percent (S§3 Story view)', () => {
  it('averages every chapter, unlistened ones counting 0', () => {
    expect(storyProgressPercent(chapters, [])).toBe(0);
    // 100 (c1) + 25 (c2) + 0 (c3) over 3
    expect(storyProgressPercent(chapters, [record('c1', 100, true), record('c2', 50)])).toBe(42);
    expect(storyProgressPercent([], [record('c1', 100, true)])).toBe(0);
  });
});

describe('first unfinished chapter (S§2 play button)', () => {
  it('is the first chapter by order that is not completed', () => {
    expect(chapterToPlay(chapters, [])?.id).toBe('c1');
    expect(chapterToPlay(chapters, [record('c1', 100, true), record('c2', 30)])?.id).toBe('c2');
  });

  it('is the first chapter again once every chapter is completed, and nothing without chapters', () => {
    const done = chapters.map((chapter) => record(chapter.id, 10, true));
    expect(chapterToPlay(chapters, done)?.id).toBe('c1');
    expect(chapterToPlay([], [])).toBeUndefined();
  });
});

describe('the chapter the play button resumes', () => {
  const at = (chapterId: string, position: number, completed: boolean, lastListenedAt: string) => ({
    ...record(chapterId, position, completed),
    lastListenedAt,
  });

  it('is the chapter listened to last when it is unfinished, even after skipping ahead', () => {
    const records = [at('c1', 3, false, '2026-11-21T10:00:00Z'), at('c2', 64, false, '2026-11-21T10:05:00Z')];
    expect(chapterToPlay(chapters, records)?.id).toBe('c2');
  });

  it('is the next unfinished chapter after one just finished', () => {
    const records = [
      at('c1', 100, true, '2026-11-21T10:00:00Z'),
      at('c2', 195, true, '2026-11-21T10:04:00Z'),
    ];
    expect(chapterToPlay(chapters, records)?.id).toBe('c3');
  });

  it('goes back to the first unfinished chapter when the last one of the story was finished', () => {
    const records = [
      at('c1', 20, false, '2026-11-21T10:00:00Z'),
      at('c3', 290, true, '2026-11-21T10:09:00Z'),
    ];
    expect(chapterToPlay(chapters, records)?.id).toBe('c1');
  });
});

describe('listens and resume', () => {
  it('counts the completed chapters as listens', () => {
    expect(listenCount([record('c1', 100, true), record('c2', 30), record('c3', 5, true)])).toBe(2);
  });

  it('offers to resume once a chapter was started or finished', () => {
    expect(hasListened([])).toBe(false);
    expect(hasListened([record('c1', 0)])).toBe(false);
    expect(hasListened([record('c1', 12)])).toBe(true);
    expect(hasListened([record('c1', 0, true)])).toBe(true);
  });

  it('groups records by kid profile', () => {
    const grouped = groupByChild([
      { childId: 'k1', id: 'a' },
      { childId: 'k2', id: 'b' },
      { childId: 'k1', id: 'c' },
    ]);
    expect(grouped.get('k1')?.map(({ id }) => id)).toEqual(['a', 'c']);
    expect(grouped.get('k2')?.map(({ id }) => id)).toEqual(['b']);
  });
});
