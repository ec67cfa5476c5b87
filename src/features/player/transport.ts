import type { ChapterLoading } from './chapter-loading';
import { keyOf, type EngineCore } from './engine-core';
import type { ListeningClock } from './listening-clock';
import type { NarrationWait } from './narration-wait';
import type { ProgressSaver } from './progress-saver';

// The transport (S§4): play, pause, seek, previous and next — from the player, the mini-player and the
// lock screen.

export type SwitchReason = 'user' | 'end' | 'remote';

export interface TransportParts {
  loading: ChapterLoading;
  narration: NarrationWait;
  saver: ProgressSaver;
  clock: ListeningClock;
  showPosition: () => void;
}

export function createTransport(core: EngineCore, parts: TransportParts) {
  const { deps, audio, state, set, run } = core;
  const { loading, narration, saver, clock } = parts;

  function play(): void {
    const { session, chapterId, status, position } = state();
    if (!session || !chapterId) return;
    // An error, or a chapter shown but never loaded here (kept from the last visit): load it, at its place.
    if (status === 'error' || run.key !== keyOf(session, chapterId)) {
      return void loading.load(session, chapterId, { autoplay: true, position });
    }
    run.wantPlay = true;
    if (status === 'loading' || run.awaitingMetadata) return;
    loading.startElement();
  }

  function pause(): void {
    run.wantPlay = false;
    if (narration.cancel()) set({ status: 'paused' });
    audio.pause();
  }

  /** Playing, or about to: loading a chapter (or waiting for the next) that will play. */
  function isBusy(): boolean {
    const { status } = state();
    return status === 'playing' || (status === 'loading' && run.wantPlay);
  }

  function seek(seconds: number): void {
    const { duration, status } = state();
    const target = Math.max(0, duration > 0 ? Math.min(seconds, duration) : seconds);
    if (!Number.isFinite(target)) return;
    set({ position: target });
    if (status === 'loading' || run.awaitingMetadata) {
      run.resumeAt = target;
      return;
    }
    audio.currentTime = target;
    saver.update(target);
    parts.showPosition();
  }

  /** Next (1) or previous (-1): false at the ends. */
  function switchChapter(direction: 1 | -1, reason: SwitchReason): boolean {
    const { session, chapterId } = state();
    if (!session || !chapterId) return false;
    const index = session.chapters.findIndex((chapter) => chapter.id === chapterId);
    const target = session.chapters[index + direction];
    if (index < 0 || !target) return false;
    clock.tick(false);
    saver.flush();
    const playing = isBusy();
    // S§4: another chapter starts at 0 (its saved place is only restored when the child starts it).
    void loading.load(session, target.id, { autoplay: reason !== 'user' || playing, position: 0 });
    deps.notify.info(deps.text(direction > 0 ? 'toasts.nextChapter' : 'toasts.previousChapter'), {
      description: target.title,
    });
    return true;
  }

  return {
    play,
    pause,
    isBusy,
    seek,
    seekBy: (seconds: number) => seek(state().position + seconds),
    switchChapter,
    toggle: () => (isBusy() ? pause() : play()),
  };
}
