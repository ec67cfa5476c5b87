import { RECENT_ACTIVITY_LIMIT } from '@/contract/constants';
import type { ProgressRecord } from '@/contract/progress';
import type { Story } from '@/contract/story';

// A kid profile's listening numbers (P§2 profile detail): built from the child's progress records and
// the stories they belong to. Pure, so the rules are tested without a server.

export interface RecentStory {
  storyId: string;
  title: string;
  completed: boolean;
}

export interface ChildActivity {
  minutes: number;
  /** Stories every chapter of which the child has finished. */
  completed: number;
  /** Stories the child has started. */
  stories: number;
  mostListenedTheme: string | null;
  /** At most 5, most recent first. */
  recent: RecentStory[];
}

export const NO_ACTIVITY: ChildActivity = {
  minutes: 0,
  completed: 0,
  stories: 0,
  mostListenedTheme: null,
  recent: [],
};

type StoryFacts = Pick<Story, 'id' | 'title' | 'theme' | 'chapterCount'>;

interface StoryListening {
  storyId: string;
  seconds: number;
  completedChapters: number;
  lastAt: string;
}

/** Groups the records by story; `records` may arrive in any order. */
function byStory(records: readonly ProgressRecord[]): StoryListening[] {
  const grouped = new Map<string, StoryListening>();
  for (const record of records) {
    const entry = grouped.get(record.storyId) ?? {
      storyId: record.storyId,
      seconds: 0,
      completedChapters: 0,
      lastAt: record.updatedAt,
    };
    entry.seconds += record.totalListeningTime;
    if (record.completed) entry.completedChapters += 1;
    if (record.updatedAt > entry.lastAt) entry.lastAt = record.updatedAt;
    grouped.set(record.storyId, entry);
  }
  return [...grouped.values()].sort((a, b) => b.lastAt.localeCompare(a.lastAt));
}

/** The stories whose facts are needed: the recent ones first (they are shown), then the rest. */
export function storiesToLoad(records: readonly ProgressRecord[]): string[] {
  return byStory(records).map((entry) => entry.storyId);
}

/**
 * Minutes are the listening time of every record, rounded down. A story whose record is gone (deleted)
 * is left out of everything but the minutes, which the child really listened.
 */
export function summariseActivity(
  records: readonly ProgressRecord[],
  stories: ReadonlyMap<string, StoryFacts>,
): ChildActivity {
  if (records.length === 0) return NO_ACTIVITY;
  const listened = byStory(records);
  const totalSeconds = listened.reduce((sum, entry) => sum + entry.seconds, 0);
  const known = listened.filter((entry) => stories.has(entry.storyId));
  const isDone = (entry: StoryListening) =>
    entry.completedChapters >= Math.max(1, stories.get(entry.storyId)?.chapterCount ?? Infinity);

  const secondsByTheme = new Map<string, number>();
  for (const entry of known) {
    const theme = stories.get(entry.storyId)!.theme;
    secondsByTheme.set(theme, (secondsByTheme.get(theme) ?? 0) + entry.seconds);
  }
  let mostListenedTheme: string | null = null;
  for (const [theme, seconds] of secondsByTheme) {
    if (seconds > 0 && (mostListenedTheme === null || seconds > secondsByTheme.get(mostListenedTheme)!)) {
      mostListenedTheme = theme;
    }
  }

  return {
    minutes: Math.floor(totalSeconds / 60),
    completed: known.filter(isDone).length,
    stories: known.length,
    mostListenedTheme,
    recent: known.slice(0, RECENT_ACTIVITY_LIMIT).map((entry) => ({
      storyId: entry.storyId,
      title: stories.get(entry.storyId)!.title,
      completed: isDone(entry),
    })),
  };
}
