import { PROGRESS_MIN_CHANGE_S, PROGRESS_SAVE_DEBOUNCE_MS } from '@/contract/constants';
import type { ProgressUpsertBody } from '@/contract/progress';
import { isCompletedAt } from '@/contract/progress-rules';
import type { OutboxEntry } from '@/lib/outbox/outbox-row';

// Saving listening progress (P§3, P§7, S§5, DESIGN decision 12), free of timers and storage of its own
// so that it can be tested with a fake clock. The rules:
//  - a position change waits 2 s; changes within those 2 s go out as one save, with the latest
//    position (while audio plays the position changes four times a second, so a debounce that restarted
//    on every change would never fire);
//  - a save is skipped when the position moved less than 5 s since the last one;
//  - reaching the last 5 s marks the chapter completed and saves at once;
//  - pause, a chapter change and the page being hidden flush at once, whatever the distance;
//  - every save is a row in the sync queue, one pending row per (kid, story, chapter);
//  - without a kid profile nothing is saved.

export interface ProgressSaverDeps {
  /** Queues the write (the app's outbox: `enqueueWrite`). */
  enqueue: (entry: OutboxEntry) => Promise<void>;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
  /** The device's clock, for `recordedAt` (the server's merge clock). */
  now: () => Date;
  newId: () => string;
}

export interface ChapterListen {
  userId: string;
  /** The kid listening; null means nothing is saved. */
  childId: string | null;
  storyId: string;
  chapterId: string;
  /** Seconds; 0 while unknown. */
  duration: number;
  /** Where listening starts (the restored position). */
  position: number;
  /** Listening time already saved for this chapter (seconds); this session's time adds to it. */
  listenedBefore: number;
  /** Already completed before: listening again keeps it completed. */
  completed?: boolean;
}

interface Written {
  position: number;
  totalListeningTime: number;
  completed: boolean;
}

export function progressCoalesceKey({ childId, storyId, chapterId }: ChapterListen): string {
  return `progress:${childId ?? ''}:${storyId}:${chapterId}`;
}

export function createProgressSaver(deps: ProgressSaverDeps) {
  let chapter: ChapterListen | null = null;
  let position = 0;
  let listened = 0;
  let completed = false;
  let written: Written | null = null;
  let timer: unknown = null;

  const cancelTimer = () => {
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
  };

  const snapshot = (): Written | null =>
    chapter && {
      position: Math.floor(Math.max(0, position)),
      totalListeningTime: Math.floor(chapter.listenedBefore + listened),
      completed,
    };

  const changed = (next: Written) =>
    written === null ||
    next.position !== written.position ||
    next.totalListeningTime !== written.totalListeningTime ||
    next.completed !== written.completed;

  function save(): void {
    cancelTimer();
    const next = snapshot();
    if (!chapter || chapter.childId === null || !next || !changed(next)) return;
    const body: ProgressUpsertBody = {
      userId: chapter.userId,
      childId: chapter.childId,
      storyId: chapter.storyId,
      chapterId: chapter.chapterId,
      ...next,
      recordedAt: deps.now().toISOString(),
    };
    written = next;
    deps
      .enqueue({
        id: deps.newId(),
        kind: 'progress',
        method: 'POST',
        path: '/progress',
        body,
        coalesceKey: progressCoalesceKey(chapter),
      })
      .catch((error: unknown) => console.warn('Player: progress could not be queued.', error)); // S§8: only logged.
  }

  function onTimer(): void {
    timer = null;
    const next = snapshot();
    if (!next || written === null) return save();
    if (Math.abs(next.position - written.position) >= PROGRESS_MIN_CHANGE_S) save();
  }

  return {
    /** Starts a chapter (the previous one is flushed first). */
    begin(next: ChapterListen): void {
      save();
      chapter = { ...next };
      position = next.position;
      listened = 0;
      completed = next.completed === true;
      // The restored position is already saved: the first save waits for real movement.
      written = snapshot();
    },
    setDuration(duration: number): void {
      if (chapter && Number.isFinite(duration) && duration > 0) chapter.duration = duration;
    },
    /** The playhead moved (playing or seeking). */
    update(seconds: number): void {
      if (!chapter || chapter.childId === null) return;
      position = seconds;
      if (!completed && isCompletedAt(seconds, chapter.duration)) {
        completed = true;
        save();
        return;
      }
      timer ??= deps.setTimer(onTimer, PROGRESS_SAVE_DEBOUNCE_MS);
    },
    /** Seconds actually listened to since the last call. */
    addListened(seconds: number): void {
      if (Number.isFinite(seconds) && seconds > 0) listened += seconds;
    },
    /** The chapter ended: saved as completed, at its end. */
    complete(): void {
      if (!chapter) return;
      if (chapter.duration > 0) position = chapter.duration;
      completed = true;
      save();
    },
    /** Pause, chapter change, page hidden: save now if anything changed. */
    flush(): void {
      save();
    },
    /** Forgets the chapter without saving (the parent signed out). */
    end(): void {
      cancelTimer();
      chapter = null;
      written = null;
    },
  };
}

export type ProgressSaver = ReturnType<typeof createProgressSaver>;
