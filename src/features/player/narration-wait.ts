import { startPolling } from '@/features/stories/poll';
import type { EngineCore } from './engine-core';
import { neighbours } from './engine-core';
import { awaitsChapters, withReadyChapters } from './ready-chapters';

// Waiting for chapters still being narrated: the chapters that become ready later are asked for when a
// chapter loads or ends (and by the player screen, every 10 s), and an auto-advance from the last ready
// chapter shows the next one loading and plays it once its narration is done.

/** Ours: an auto-advance waiting for the next chapter's narration asks this often, this many times. */
const NEXT_CHAPTER_POLL_MS = 10_000;
const NEXT_CHAPTER_POLL_ATTEMPTS = 30;

export interface NarrationWaitHooks {
  /** The chapters held changed: previous / next may exist now. */
  chaptersChanged: () => void;
  /** The next chapter is ready: go on to it. */
  goNext: () => void;
}

export function createNarrationWait(core: EngineCore, hooks: NarrationWaitHooks) {
  const { deps, state, set, run } = core;
  /** An auto-advance waiting for the next chapter (`stop` ends its poll). */
  let nextWait: { stop: () => void } | null = null;
  /** A refresh of the story's ready chapters under way. */
  let refresh: Promise<void> | null = null;
  /** A story whose narration is over: every chapter that will ever be ready is known. */
  let settledStoryId: string | null = null;

  /** More chapters of the session's story may still become ready. */
  function awaiting(): boolean {
    const { session } = state();
    return session !== null && awaitsChapters(session) && settledStoryId !== session.storyId;
  }

  /** Asks for the chapters that became ready since the session started, and adds them in order. */
  function refreshChapters(): Promise<void> {
    const { session } = state();
    if (!session || !awaiting()) return Promise.resolve();
    const { storyId } = session;
    refresh ??= deps
      .getReadyChapters(storyId)
      .then(
        ({ chapters, chapterCount, narrating }) => {
          if (!narrating) settledStoryId = storyId;
          const current = state().session;
          if (current?.storyId !== storyId) return;
          const merged = withReadyChapters(current, chapters, chapterCount);
          if (!merged) return;
          set({ session: merged });
          hooks.chaptersChanged();
        },
        (error: unknown) => console.warn('Player: the story could not be refreshed.', error),
      )
      .finally(() => {
        refresh = null;
      });
    return refresh;
  }

  /** Ends a wait for the next chapter; true when there was one. */
  function cancel(): boolean {
    if (nextWait === null) return false;
    nextWait.stop();
    nextWait = null;
    return true;
  }

  /**
   * The chapter that ended was the last ready one and the child's preference goes on: shows the next
   * one loading while its narration finishes, and plays it once it is ready (a pause gives up).
   */
  function awaitNext(): void {
    const id = run.id;
    const wait = { stop: () => {} };
    nextWait = wait;
    run.wantPlay = true;
    set({ status: 'loading' });
    const giveUp = () => {
      nextWait = null;
      run.wantPlay = false;
      set({ status: 'paused' });
    };
    wait.stop = startPolling({
      run: refreshChapters,
      onResult: () => {
        if (nextWait !== wait || id !== run.id) return true;
        if (neighbours(state()).hasNext) {
          nextWait = null;
          hooks.goNext();
          return true;
        }
        if (awaiting()) return false;
        giveUp();
        return true;
      },
      onTimeout: giveUp,
      intervalMs: NEXT_CHAPTER_POLL_MS,
      maxAttempts: NEXT_CHAPTER_POLL_ATTEMPTS,
      timers: { set: core.setTimer, clear: core.clearTimer },
    });
  }

  return { refreshChapters, awaitNext, cancel, awaiting };
}

export type NarrationWait = ReturnType<typeof createNarrationWait>;
