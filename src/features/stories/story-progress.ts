import type { Chapter } from '@/contract/story';
import type { ProgressRecord } from '@/contract/progress';
import { DEFAULT_CHAPTER_DURATION_S } from '@/contract/constants';
import { progressPercent } from '@/contract/progress-rules';

// A story's listening progress for one kid profile (S§3 "Story view", "Chapter progress"), from that
// child's progress records. Pure: the story page, the progress screen and the home's Continue card
// share it.

type ChapterLike = Pick<Chapter, 'id' | 'order' | 'duration'>;
type RecordLike = Pick<ProgressRecord, 'chapterId' | 'position' | 'completed'>;

/** Every record of the story grouped by kid profile (one GET answers for all the parent's children). */
export function groupByChild<T extends Pick<ProgressRecord, 'childId'>>(records: readonly T[]) {
  const byChild = new Map<string, T[]>();
  for (const record of records) {
    const list = byChild.get(record.childId);
    if (list) list.push(record);
    else byChild.set(record.childId, [record]);
  }
  return byChild;
}

function recordOf(records: readonly RecordLike[], chapterId: string): RecordLike | undefined {
  return records.find((record) => record.chapterId === chapterId);
}

/**
 * S§3 "Chapter progress": 100 when completed, else position over the chapter's own duration (S§4:
 * "other screens use position over chapter duration, default 300"), capped at 99.
 */
export function chapterPercent(chapter: ChapterLike, records: readonly RecordLike[]): number {
  const record = recordOf(records, chapter.id);
  if (!record) return 0;
  return progressPercent(record, chapter.duration > 0 ? chapter.duration : DEFAULT_CHAPTER_DURATION_S);
}

export function isChapterCompleted(chapter: ChapterLike, records: readonly RecordLike[]): boolean {
  return recordOf(records, chapter.id)?.completed ?? false;
}

/** S§3 story `progressPercent`: the rounded average of its chapters' percents (0 without chapters). */
export function storyProgressPercent(chapters: readonly ChapterLike[], records: readonly RecordLike[]) {
  if (chapters.length === 0) return 0;
  const sum = chapters.reduce((total, chapter) => total + chapterPercent(chapter, records), 0);
  return Math.round(sum / chapters.length);
}

/**
 * S§3 story `totalListens`: the chapters this child has finished. Ours: the spec does not say what a
 * "listen" is; a finished chapter is the one count the progress records hold that a parent recognises,
 * whereas a record only says that a chapter was started.
 */
export function listenCount(records: readonly RecordLike[]): number {
  return records.filter((record) => record.completed).length;
}

/** Whether this child has started the story at all (the play button offers to continue, S§2). */
export function hasListened(records: readonly RecordLike[]): boolean {
  return records.some((record) => record.completed || record.position > 0);
}

/**
 * S§2 play button: the chapter to start or resume. The chapter the child listened to last, if they did
 * not finish it; after a finished one, the next unfinished chapter after it; otherwise the first
 * unfinished chapter, else the first. (Ours: "the first unfinished" alone would send a child who
 * skipped ahead back to the start.)
 */
export function chapterToPlay<T extends ChapterLike>(
  chapters: readonly T[],
  records: readonly (RecordLike & { lastListenedAt?: string })[],
): T | undefined {
  const sorted = [...chapters].sort((a, b) => a.order - b.order);
  const unfinished = (chapter: T) => !isChapterCompleted(chapter, records);
  let latest: (RecordLike & { lastListenedAt?: string }) | undefined;
  for (const record of records) {
    if (!sorted.some((chapter) => chapter.id === record.chapterId)) continue;
    if (!latest || (record.lastListenedAt ?? '') > (latest.lastListenedAt ?? '')) latest = record;
  }
  const last = latest && sorted.find((chapter) => chapter.id === latest.chapterId);
  if (last && latest && !latest.completed) return last;
  const after = last ? sorted.filter((chapter) => chapter.order > last.order).find(unfinished) : undefined;
  return after ?? sorted.find(unfinished) ?? sorted[0];
}

/** Where a listener goes on with a story: the chapter, the saved place in it (seconds), its length. */
export interface ResumePoint<T> {
  chapter: T;
  position: number;
  /** The chapter's length in seconds (300 when it is not known, S§9). */
  duration: number;
}

/**
 * The place a listener goes on from (the play button's chapter, `chapterToPlay`, and the position
 * saved in it), or null once every playable chapter is finished or none can be played.
 */
export function resumePoint<T extends ChapterLike>(
  playable: readonly T[],
  records: readonly (RecordLike & { lastListenedAt?: string })[],
): ResumePoint<T> | null {
  if (playable.length === 0 || playable.every((chapter) => isChapterCompleted(chapter, records))) return null;
  const chapter = chapterToPlay(playable, records);
  if (!chapter) return null;
  const record = recordOf(records, chapter.id);
  return {
    chapter,
    position: record && !record.completed ? record.position : 0,
    duration: chapter.duration > 0 ? chapter.duration : DEFAULT_CHAPTER_DURATION_S,
  };
}
