import { playableChapters, type PlayableChapter } from '@/contract/audio-status';
import { RECENT_ACTIVITY_LIMIT } from '@/contract/constants';
import type { ProgressRecord } from '@/contract/progress';
import type { Story } from '@/contract/story';
import { resumePoint, type ResumePoint } from '@/features/stories/story-progress';

// A kid profile's listening (P§2 profile detail, S§2 progress screen): built from the child's progress
// records and the stories they belong to. Pure, so the rules are tested without a server.

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

/** A story is finished when the child has finished as many chapters as it has (one at least). */
function isFinished(entry: StoryListening, story: Pick<Story, 'chapterCount'> | undefined): boolean {
  return entry.completedChapters >= Math.max(1, story?.chapterCount ?? Infinity);
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
  const known = listened.filter((entry) => stories.has(entry.storyId));
  const isDone = (entry: StoryListening) => isFinished(entry, stories.get(entry.storyId));

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
    minutes: summariseMinutes(records),
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

/** One story of the progress screen (S§2): how long the child listened, and where they are. */
export interface StoryListeningEntry {
  story: Pick<Story, 'id' | 'title' | 'coverImageUrl'>;
  seconds: number;
  /** Where the child goes on from; null for a finished story. */
  resume: ResumePoint<PlayableChapter> | null;
}

export interface ListeningOverview {
  minutes: number;
  /** Started, not finished, most recent first. */
  inProgress: StoryListeningEntry[];
  /** Finished, most recent first. */
  completed: StoryListeningEntry[];
}

/**
 * S§2 progress screen: the minutes (as on the profile page), then each story the child listened to,
 * in progress or completed by the same rule as the profile page's numbers. A story no longer there
 * counts in the minutes only.
 */
export function listeningOverview(
  records: readonly ProgressRecord[],
  stories: ReadonlyMap<string, Pick<Story, 'id' | 'title' | 'coverImageUrl' | 'chapterCount' | 'chapters'>>,
): ListeningOverview {
  const overview: ListeningOverview = { minutes: summariseMinutes(records), inProgress: [], completed: [] };
  for (const entry of byStory(records)) {
    const story = stories.get(entry.storyId);
    if (!story) continue;
    const ofStory = records.filter((record) => record.storyId === story.id);
    const resume = resumePoint(playableChapters(story.chapters ?? []), ofStory);
    const listening = { story, seconds: entry.seconds, resume };
    if (isFinished(entry, story)) overview.completed.push({ ...listening, resume: null });
    else overview.inProgress.push(listening);
  }
  return overview;
}

/** Every record's listening time, in whole minutes. */
function summariseMinutes(records: readonly ProgressRecord[]): number {
  return Math.floor(records.reduce((sum, record) => sum + record.totalListeningTime, 0) / 60);
}
