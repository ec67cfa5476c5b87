import { describe, expect, it } from 'vitest';
import type { ProgressRecord } from '@/contract/progress';
import { NO_ACTIVITY, storiesToLoad, summariseActivity } from '@/features/progress/child-activity';

const CHILD = '00000000-0000-4000-8000-0000000000c1';

let next = 0;
function record(storyId: string, overrides: Partial<ProgressRecord> & { updatedAt: string }): ProgressRecord {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    userId: '00000000-0000-4000-8000-0000000000a1',
    childId: CHILD,
    storyId,
    chapterId: `00000000-0000-4000-8000-${String(1000 + next).padStart(12, '0')}`,
    position: 0,
    completed: false,
    totalListeningTime: 0,
    lastListenedAt: overrides.updatedAt,
    ...overrides,
  };
}

const story = (id: string, title: string, theme: string, chapterCount: number) =>
  [id, { id, title, theme, chapterCount }] as const;

describe("a kid profile's listening numbers", () => {
  it('are zeros for a child who has not listened yet', () => {
    expect(summariseActivity([], new Map())).toEqual(NO_ACTIVITY);
  });

  it('count minutes, started and finished stories, and the most listened theme', () => {
    const records = [
      record('s-dragon', { completed: true, totalListeningTime: 300, updatedAt: '2026-11-20T10:00:00.000Z' }),
      record('s-dragon', { completed: true, totalListeningTime: 290, updatedAt: '2026-11-20T10:05:00.000Z' }),
      record('s-dragon', { completed: true, totalListeningTime: 280, updatedAt: '2026-11-20T10:10:00.000Z' }),
      record('s-ocean', { position: 120, totalListeningTime: 130, updatedAt: '2026-11-21T08:00:00.000Z' }),
    ];
    const stories = new Map([
      story('s-dragon', 'The Sleepy Dragon', 'fantasy', 3),
      story('s-ocean', 'Under the Waves', 'nature', 6),
    ]);

    const activity = summariseActivity(records, stories as never);

    expect(activity.minutes).toBe(16); // 1000 s
    expect(activity.stories).toBe(2);
    expect(activity.completed).toBe(1);
    expect(activity.mostListenedTheme).toBe('fantasy');
    // Most recent first, each marked as the profile page shows it.
    expect(activity.recent).toEqual([
      { storyId: 's-ocean', title: 'Under the Waves', completed: false },
      { storyId: 's-dragon', title: 'The Sleepy Dragon', completed: true },
    ]);
  });

  it('keep at most five recent stories, and leave out stories that no longer exist', () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'gone'];
    const records = ids.map((id, index) =>
      record(id, { totalListeningTime: 60, updatedAt: `2026-11-2${index}T00:00:00.000Z` }),
    );
    const stories = new Map(
      ids.filter((id) => id !== 'gone').map((id) => story(id, id.toUpperCase(), 'family', 3)),
    );

    const activity = summariseActivity(records, stories as never);

    expect(storiesToLoad(records)[0]).toBe('gone');
    expect(activity.recent.map((entry) => entry.storyId)).toEqual(['f', 'e', 'd', 'c', 'b']);
    expect(activity.stories).toBe(6);
    expect(activity.minutes).toBe(7); // the deleted story's listening still counts
  });
});
