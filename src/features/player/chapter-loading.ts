import { isCompletedAt } from '@/contract/progress-rules';
import { createRetryPolicy, MEDIA_ERROR, type AudioFailure } from './audio-retry';
import { isNotDownloaded } from './chapter-source';
import { keyOf, type EngineCore } from './engine-core';
import type { AudioSource } from './engine-deps';
import type { ListeningClock } from './listening-clock';
import type { MediaSessionPort } from './media-session';
import type { NarrationWait } from './narration-wait';
import type { PlayerSession } from './player-types';
import type { ProgressSaver } from './progress-saver';

// Loading a chapter and retrying its URL (S§4, S§8):
//  - A chapter load fetches the signed URL and the saved position together; the position is restored by a
//    seek once the metadata is in. A newer load makes every answer of an older one stale (`run.id`).
//  - Media errors follow audio-retry.ts: a fresh URL, the same position, at most 3 times per load.
//  - Settings › Playback (ADR 028): each chapter starts at the default volume and speed unless the
//    listener moved them in the player this visit.

export interface ChapterLoadingParts {
  saver: ProgressSaver;
  clock: ListeningClock;
  remote: MediaSessionPort;
  narration: NarrationWait;
  /** The media session's previous / next follow the chapters held. */
  showTrackControls: () => void;
  showPosition: () => void;
}

export function createChapterLoading(core: EngineCore, parts: ChapterLoadingParts) {
  const { deps, audio, state, set, run } = core;
  const { saver, clock, remote, narration } = parts;
  const { text } = deps;
  const retry = createRetryPolicy();

  /** The volume and speed each chapter starts at: the defaults, where the listener has not chosen. */
  function applyDefaults(): void {
    if (!deps.preferences) return;
    const { defaultVolume, defaultSpeed } = deps.preferences();
    const { setByListener } = state();
    set({
      ...(!setByListener.volume && { volume: defaultVolume }),
      ...(!setByListener.playbackRate && { playbackRate: defaultSpeed }),
    });
  }

  function fail(message: string): void {
    run.wantPlay = false;
    run.awaitingMetadata = false;
    clock.tick(false);
    set({ status: 'error', errorMessage: message });
    audio.pause();
    deps.notify.error(text('toasts.playbackError'), { description: message });
  }

  function setSource(url: string): void {
    run.awaitingMetadata = true;
    audio.src = url;
  }

  async function load(
    session: PlayerSession,
    chapterId: string,
    { autoplay, position }: { autoplay: boolean; position?: number },
  ): Promise<void> {
    const chapter = session.chapters.find((one) => one.id === chapterId);
    const id = ++run.id;
    narration.cancel();
    if (!chapter) return set({ session, chapterId: null, status: 'idle' });
    run.key = keyOf(session, chapterId);
    applyDefaults();
    retry.reset();
    run.wantPlay = autoplay;
    run.resumeAt = position ?? 0;
    run.awaitingMetadata = false;
    clock.tick(false);
    set({
      session,
      chapterId,
      status: 'loading',
      position: run.resumeAt,
      duration: chapter.duration,
      errorMessage: null,
    });
    audio.pause();
    remote.show({ chapterTitle: chapter.title, storyTitle: session.storyTitle, coverUrl: session.coverUrl });
    parts.showTrackControls();

    const { userId, storyId, childId } = session;
    const saved =
      childId === null
        ? Promise.resolve(null)
        : deps.getChapterProgress(userId, storyId, chapterId, childId).catch((error: unknown) => {
            console.warn('Player: the saved position could not be loaded.', error); // S§8: only logged.
            return null;
          });
    let source: AudioSource;
    try {
      source = await deps.getChapterAudio(chapterId);
    } catch (error) {
      if (id !== run.id) return;
      if (isNotDownloaded(error)) return fail(text('errors.notDownloaded'));
      console.warn('Player: the audio URL could not be fetched.', error);
      fail(text(core.isOnline() ? 'errors.fetchUrl' : 'errors.load'));
      return;
    }
    const progress = await saved;
    if (id !== run.id) return;

    const duration =
      source.duration !== undefined && source.duration > 0 ? source.duration : chapter.duration;
    if (
      position === undefined &&
      progress &&
      !progress.completed &&
      !isCompletedAt(progress.position, duration)
    ) {
      run.resumeAt = Math.max(0, progress.position);
    }
    saver.begin({
      userId,
      childId,
      storyId,
      chapterId,
      duration,
      position: run.resumeAt,
      listenedBefore: progress?.totalListeningTime ?? 0,
      completed: progress?.completed ?? false,
    });
    set({ duration, position: run.resumeAt });
    setSource(source.audioUrl);
    // Chapters narrated since the session started become reachable (next, auto-advance).
    void narration.refreshChapters();
  }

  function startElement(): void {
    audio.play().catch((error: unknown) => {
      const name = error instanceof Error || error instanceof DOMException ? error.name : '';
      // A newer source interrupted it, or the element's error event follows (handled there).
      if (name === 'AbortError' || name === 'NotSupportedError') return;
      run.wantPlay = false;
      // The browser wants a tap first: wait for the child to press play.
      if (name === 'NotAllowedError') return set({ status: 'paused' });
      console.warn('Player: the audio could not play.', error);
      fail(text('errors.play'));
    });
  }

  function onMetadata(): void {
    if (!run.awaitingMetadata) return;
    run.awaitingMetadata = false;
    const duration =
      Number.isFinite(audio.duration) && audio.duration > 0 ? audio.duration : state().duration;
    saver.setDuration(duration);
    const position = run.resumeAt > 0 && run.resumeAt < duration ? run.resumeAt : 0;
    if (position > 0) audio.currentTime = position;
    audio.playbackRate = state().playbackRate;
    set({ duration, position });
    parts.showPosition();
    if (run.wantPlay) startElement();
    else set({ status: 'paused' });
  }

  function onMediaError(failure: AudioFailure): void {
    const { session, chapterId, status, position } = state();
    if (!session || !chapterId || status === 'error') return;
    // Loading with no source of ours set yet: the failure is the previous source's.
    if (status === 'loading' && !run.awaitingMetadata) return;
    // Offline, a fresh URL cannot help: say what can (S§8 'Please check your connection').
    if (!core.isOnline() && failure.mediaErrorCode !== MEDIA_ERROR.aborted) return fail(text('errors.load'));
    const decision = retry.decide(failure);
    if (decision === 'ignore') return;
    if (decision === 'fail') return fail(text('errors.load'));
    if (decision === 'exhausted') return fail(text('errors.maxRetries'));
    // Maybe an expired URL: a fresh one, the same position, playing if it was.
    const id = run.id;
    run.wantPlay ||= status === 'playing';
    run.resumeAt = position;
    run.awaitingMetadata = false;
    clock.tick(false);
    set({ status: 'loading' });
    deps.refreshChapterAudioUrl(chapterId).then(
      ({ audioUrl }) => {
        if (id === run.id) setSource(audioUrl);
      },
      (error: unknown) => {
        if (id !== run.id) return;
        console.warn('Player: the audio URL could not be renewed.', error);
        fail(text(core.isOnline() ? 'errors.fetchUrl' : 'errors.load'));
      },
    );
  }

  return { applyDefaults, load, startElement, onMetadata, onMediaError };
}

export type ChapterLoading = ReturnType<typeof createChapterLoading>;
