import { isCompletedAt } from '@/contract/progress-rules';
import { startPolling } from '@/features/stories/poll';
import { createRetryPolicy, MEDIA_ERROR, type AudioFailure } from './audio-retry';
import { isNotDownloaded } from './chapter-source';
import type { AudioEngineDeps, AudioSource } from './engine-deps';
import type { PlayerSession, PlayerState } from './player-store';
import { createProgressSaver } from './progress-saver';
import { awaitsChapters, withReadyChapters } from './ready-chapters';
import { createSleepTimer, type SleepChoice } from './sleep-timer';

// The audio engine (S§2, S§4, S§8): one audio element outside React, so a story keeps playing while the
// child moves between screens. Everything it talks to is injected (engine-instance.ts gives the real
// ones), so its rules can be tested with a fake element, fake calls and a fake clock.
//  - A chapter load fetches the signed URL and the saved position together; the position is restored by a
//    seek once the metadata is in. A newer load makes every answer of an older one stale (`loadId`).
//  - Media errors follow audio-retry.ts: a fresh URL, the same position, at most 3 times per load.
//  - Listening time is wall-clock time while playing (a seek is not listening).
//  - A story still being narrated: the chapters that become ready later are asked for when a chapter
//    loads or ends (and by the player screen, every 10 s), and an auto-advance from the last ready
//    chapter waits for the next one.
//  - Settings › Playback (ADR 028): each chapter starts at the default volume and speed unless the
//    listener moved them in the player this visit; a chapter's end moves on only when both the device
//    and the kid profile say so; with background playback off, the page going out of sight pauses.

type SwitchReason = 'user' | 'end' | 'remote';

/** Ours: a gap between two position updates longer than this is not counted as listening. */
const MAX_LISTENING_TICK_MS = 1_500;
/** Ours: an auto-advance waiting for the next chapter's narration asks this often, this many times. */
const NEXT_CHAPTER_POLL_MS = 10_000;
const NEXT_CHAPTER_POLL_ATTEMPTS = 30;

export function createAudioEngine(deps: AudioEngineDeps) {
  const { store, text } = deps;
  const setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = deps.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const now = deps.now ?? Date.now;
  const isOnline = deps.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
  const state = () => store.getState();
  const set = (partial: Partial<PlayerState>) => store.setState(partial);

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

  /** The device lets a chapter's end move on (Settings › Playback › Autoplay next). */
  const deviceAutoplays = () => deps.preferences?.().autoplayNext ?? true;
  const playsInBackground = () => deps.preferences?.().backgroundPlayback ?? true;
  /** The page is out of sight (another app, the screen off): hidden() until visible(). */
  let outOfSight = false;

  applyDefaults();
  const audio = deps.createAudio();
  audio.preload = 'auto';
  audio.volume = state().volume;
  audio.defaultPlaybackRate = state().playbackRate;

  const retry = createRetryPolicy();
  const saver = createProgressSaver({
    enqueue: deps.enqueueWrite,
    setTimer,
    clearTimer,
    now: () => new Date(now()),
    newId: deps.newId ?? (() => crypto.randomUUID()),
  });
  const sleep = createSleepTimer({
    setTimer,
    clearTimer,
    now,
    volume: () => state().volume,
    setElementVolume: (volume) => {
      audio.volume = volume;
    },
    pause: () => pause(),
    onChange: (sleepTimer) => set({ sleepTimer }),
  });
  const remote = deps.connectMediaSession({
    play: () => play(),
    pause: () => pause(),
    // The lock screen's stop: a pause that keeps the place, so the child can go on later.
    stop: () => pause(),
    previous: () => void switchChapter(-1, 'remote'),
    next: () => void switchChapter(1, 'remote'),
    seekBy: (seconds) => seekBy(seconds),
    seekTo: (seconds) => seek(seconds),
  });

  let loadId = 0;
  let loadedKey: string | null = null;
  /** Play as soon as the audio can (a load or a retry is under way). */
  let wantPlay = false;
  /** Where to seek once the metadata is in. */
  let resumeAt = 0;
  /** A source was set and its metadata has not arrived yet. */
  let awaitingMetadata = false;
  let lastTick: number | null = null;
  /** An auto-advance from the last ready chapter, waiting for the next one (`stop` ends its poll). */
  let nextWait: { stop: () => void } | null = null;
  /** A refresh of the story's ready chapters under way. */
  let chapterRefresh: Promise<void> | null = null;
  /** A story whose narration is over: every chapter that will ever be ready is known. */
  let settledStoryId: string | null = null;

  const keyOf = (session: PlayerSession, chapterId: string) =>
    `${session.storyId}:${chapterId}:${session.childId ?? ''}`;

  function countListening(stillPlaying: boolean): void {
    const time = now();
    if (lastTick !== null) saver.addListened(Math.min(time - lastTick, MAX_LISTENING_TICK_MS) / 1000);
    lastTick = stillPlaying ? time : null;
  }

  function showPosition(): void {
    const { position, duration, playbackRate } = state();
    remote.setPosition(position, duration, playbackRate);
  }

  /** Where the current chapter sits among the chapters held: previous / next exist? */
  function neighbours(): { hasPrevious: boolean; hasNext: boolean } {
    const { session, chapterId } = state();
    const index = session ? session.chapters.findIndex((chapter) => chapter.id === chapterId) : -1;
    return {
      hasPrevious: index > 0,
      hasNext: session !== null && index >= 0 && index < session.chapters.length - 1,
    };
  }

  function showTrackControls(): void {
    const { hasPrevious, hasNext } = neighbours();
    remote.setTrackControls(hasPrevious, hasNext);
  }

  /** Asks for the chapters that became ready since the session started, and adds them in order. */
  function refreshChapters(): Promise<void> {
    const { session } = state();
    if (!session || !awaitsChapters(session) || settledStoryId === session.storyId) {
      return Promise.resolve();
    }
    const { storyId } = session;
    chapterRefresh ??= deps
      .getReadyChapters(storyId)
      .then(
        ({ chapters, chapterCount, narrating }) => {
          if (!narrating) settledStoryId = storyId;
          const current = state().session;
          if (current?.storyId !== storyId) return;
          const merged = withReadyChapters(current, chapters, chapterCount);
          if (!merged) return;
          set({ session: merged });
          showTrackControls();
        },
        (error: unknown) => console.warn('Player: the story could not be refreshed.', error),
      )
      .finally(() => {
        chapterRefresh = null;
      });
    return chapterRefresh;
  }

  /** Ends a wait for the next chapter; true when there was one. */
  function cancelNextWait(): boolean {
    if (nextWait === null) return false;
    nextWait.stop();
    nextWait = null;
    return true;
  }

  /**
   * The chapter that ended was the last ready one and the child's preference goes on: shows the next
   * one loading while its narration finishes, and plays it once it is ready (a pause gives up).
   */
  function awaitNextChapter(): void {
    const id = loadId;
    const wait = { stop: () => {} };
    nextWait = wait;
    wantPlay = true;
    set({ status: 'loading' });
    const giveUp = () => {
      nextWait = null;
      wantPlay = false;
      set({ status: 'paused' });
    };
    wait.stop = startPolling({
      run: refreshChapters,
      onResult: () => {
        if (nextWait !== wait || id !== loadId) return true;
        if (neighbours().hasNext) {
          nextWait = null;
          switchChapter(1, 'end');
          return true;
        }
        const { session } = state();
        if (session !== null && awaitsChapters(session) && settledStoryId !== session.storyId) return false;
        giveUp();
        return true;
      },
      onTimeout: giveUp,
      intervalMs: NEXT_CHAPTER_POLL_MS,
      maxAttempts: NEXT_CHAPTER_POLL_ATTEMPTS,
      timers: { set: setTimer, clear: clearTimer },
    });
  }

  function fail(message: string): void {
    wantPlay = false;
    awaitingMetadata = false;
    countListening(false);
    set({ status: 'error', errorMessage: message });
    audio.pause();
    deps.notify.error(text('toasts.playbackError'), { description: message });
  }

  function setSource(url: string): void {
    awaitingMetadata = true;
    audio.src = url;
  }

  async function load(
    session: PlayerSession,
    chapterId: string,
    { autoplay, position }: { autoplay: boolean; position?: number },
  ): Promise<void> {
    const chapter = session.chapters.find((one) => one.id === chapterId);
    const id = ++loadId;
    cancelNextWait();
    if (!chapter) return set({ session, chapterId: null, status: 'idle' });
    loadedKey = keyOf(session, chapterId);
    applyDefaults();
    retry.reset();
    wantPlay = autoplay;
    resumeAt = position ?? 0;
    awaitingMetadata = false;
    countListening(false);
    set({
      session,
      chapterId,
      status: 'loading',
      position: resumeAt,
      duration: chapter.duration,
      errorMessage: null,
    });
    audio.pause();
    remote.show({ chapterTitle: chapter.title, storyTitle: session.storyTitle, coverUrl: session.coverUrl });
    showTrackControls();

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
      if (id !== loadId) return;
      if (isNotDownloaded(error)) return fail(text('errors.notDownloaded'));
      console.warn('Player: the audio URL could not be fetched.', error);
      fail(text(isOnline() ? 'errors.fetchUrl' : 'errors.load'));
      return;
    }
    const progress = await saved;
    if (id !== loadId) return;

    const duration =
      source.duration !== undefined && source.duration > 0 ? source.duration : chapter.duration;
    if (
      position === undefined &&
      progress &&
      !progress.completed &&
      !isCompletedAt(progress.position, duration)
    ) {
      resumeAt = Math.max(0, progress.position);
    }
    saver.begin({
      userId,
      childId,
      storyId,
      chapterId,
      duration,
      position: resumeAt,
      listenedBefore: progress?.totalListeningTime ?? 0,
      completed: progress?.completed ?? false,
    });
    set({ duration, position: resumeAt });
    setSource(source.audioUrl);
    // Chapters narrated since the session started become reachable (next, auto-advance).
    void refreshChapters();
  }

  function onMetadata(): void {
    if (!awaitingMetadata) return;
    awaitingMetadata = false;
    const duration =
      Number.isFinite(audio.duration) && audio.duration > 0 ? audio.duration : state().duration;
    saver.setDuration(duration);
    const position = resumeAt > 0 && resumeAt < duration ? resumeAt : 0;
    if (position > 0) audio.currentTime = position;
    audio.playbackRate = state().playbackRate;
    set({ duration, position });
    showPosition();
    if (wantPlay) startElement();
    else set({ status: 'paused' });
  }

  function startElement(): void {
    audio.play().catch((error: unknown) => {
      const name = error instanceof Error || error instanceof DOMException ? error.name : '';
      // A newer source interrupted it, or the element's error event follows (handled there).
      if (name === 'AbortError' || name === 'NotSupportedError') return;
      wantPlay = false;
      // The browser wants a tap first: wait for the child to press play.
      if (name === 'NotAllowedError') return set({ status: 'paused' });
      console.warn('Player: the audio could not play.', error);
      fail(text('errors.play'));
    });
  }

  function onMediaError(failure: AudioFailure): void {
    const { session, chapterId, status, position } = state();
    if (!session || !chapterId || status === 'error') return;
    // Loading with no source of ours set yet: the failure is the previous source's.
    if (status === 'loading' && !awaitingMetadata) return;
    // Offline, a fresh URL cannot help: say what can (S§8 'Please check your connection').
    if (!isOnline() && failure.mediaErrorCode !== MEDIA_ERROR.aborted) return fail(text('errors.load'));
    const decision = retry.decide(failure);
    if (decision === 'ignore') return;
    if (decision === 'fail') return fail(text('errors.load'));
    if (decision === 'exhausted') return fail(text('errors.maxRetries'));
    // Maybe an expired URL: a fresh one, the same position, playing if it was.
    const id = loadId;
    wantPlay ||= status === 'playing';
    resumeAt = position;
    awaitingMetadata = false;
    countListening(false);
    set({ status: 'loading' });
    deps.refreshChapterAudioUrl(chapterId).then(
      ({ audioUrl }) => {
        if (id === loadId) setSource(audioUrl);
      },
      (error: unknown) => {
        if (id !== loadId) return;
        console.warn('Player: the audio URL could not be renewed.', error);
        fail(text(isOnline() ? 'errors.fetchUrl' : 'errors.load'));
      },
    );
  }

  function onEnded(): void {
    countListening(false);
    saver.complete();
    const { session, chapterId, duration } = state();
    // The last position update may fall just short of the end.
    if (session && chapterId) deps.onListened(session.storyId, chapterId, 100);
    set({ status: 'paused', position: duration });
    remote.setPlaying(false);
    if (sleep.stopsAtChapterEnd() || !session) return;
    // Out of sight with background playback off, the chapter playing ends the listening (ADR 028).
    const goOn = session.autoplayNext && deviceAutoplays() && !(outOfSight && !playsInBackground());
    if (!neighbours().hasNext && awaitsChapters(session) && settledStoryId !== session.storyId) {
      if (goOn) awaitNextChapter();
      else void refreshChapters();
      return;
    }
    if (goOn) switchChapter(1, 'end');
  }

  audio.addEventListener('loadedmetadata', onMetadata);
  audio.addEventListener('durationchange', () => {
    if (!awaitingMetadata && Number.isFinite(audio.duration) && audio.duration > 0) {
      saver.setDuration(audio.duration);
      set({ duration: audio.duration });
    }
  });
  audio.addEventListener('playing', () => {
    if (awaitingMetadata || state().status === 'error') return;
    lastTick = now();
    set({ status: 'playing', errorMessage: null });
    remote.setPlaying(true);
    showPosition();
  });
  audio.addEventListener('pause', () => {
    const { status } = state();
    if (status === 'loading' || status === 'error' || status === 'idle') return;
    countListening(false);
    set({ status: 'paused' });
    saver.flush();
    remote.setPlaying(false);
    showPosition();
  });
  audio.addEventListener('timeupdate', () => {
    const { status, session, chapterId, duration } = state();
    if (awaitingMetadata || status === 'loading' || status === 'error' || !session || !chapterId) return;
    const position = audio.currentTime;
    set({ position });
    saver.update(position);
    if (status !== 'playing') return;
    countListening(true);
    if (duration > 0) deps.onListened(session.storyId, chapterId, (position / duration) * 100);
  });
  audio.addEventListener('ended', onEnded);
  audio.addEventListener('error', () => onMediaError({ mediaErrorCode: audio.error?.code }));

  store.subscribe((next, previous) => {
    if (next.volume !== previous.volume && !sleep.fading) audio.volume = next.volume;
    if (next.playbackRate !== previous.playbackRate) {
      audio.defaultPlaybackRate = next.playbackRate;
      audio.playbackRate = next.playbackRate;
      showPosition();
    }
  });

  function play(): void {
    const { session, chapterId, status, position } = state();
    if (!session || !chapterId) return;
    // An error, or a chapter shown but never loaded here (kept from the last visit): load it, at its place.
    if (status === 'error' || loadedKey !== keyOf(session, chapterId)) {
      return void load(session, chapterId, { autoplay: true, position });
    }
    wantPlay = true;
    if (status === 'loading' || awaitingMetadata) return;
    startElement();
  }

  function pause(): void {
    wantPlay = false;
    if (cancelNextWait()) set({ status: 'paused' });
    audio.pause();
  }

  /** Playing, or about to: loading a chapter (or waiting for the next) that will play. */
  function isBusy(): boolean {
    const { status } = state();
    return status === 'playing' || (status === 'loading' && wantPlay);
  }

  function seek(seconds: number): void {
    const { duration, status } = state();
    const target = Math.max(0, duration > 0 ? Math.min(seconds, duration) : seconds);
    if (!Number.isFinite(target)) return;
    set({ position: target });
    if (status === 'loading' || awaitingMetadata) {
      resumeAt = target;
      return;
    }
    audio.currentTime = target;
    saver.update(target);
    showPosition();
  }

  function seekBy(seconds: number): void {
    seek(state().position + seconds);
  }

  /** Next (1) or previous (-1): false at the ends. */
  function switchChapter(direction: 1 | -1, reason: SwitchReason): boolean {
    const { session, chapterId, status } = state();
    if (!session || !chapterId) return false;
    const index = session.chapters.findIndex((chapter) => chapter.id === chapterId);
    const target = session.chapters[index + direction];
    if (index < 0 || !target) return false;
    countListening(false);
    saver.flush();
    const playing = status === 'playing' || (status === 'loading' && wantPlay);
    // S§4: another chapter starts at 0 (its saved place is only restored when the child starts it).
    void load(session, target.id, { autoplay: reason !== 'user' || playing, position: 0 });
    deps.notify.info(text(direction > 0 ? 'toasts.nextChapter' : 'toasts.previousChapter'), {
      description: target.title,
    });
    return true;
  }

  return {
    /** The element itself (read-only use: tests and the benchmark listen to its events). */
    audio,
    /** Plays `chapterId`; when it is the chapter already loaded, just plays on. */
    start(session: PlayerSession, chapterId: string): void {
      const { status, session: held } = state();
      if (loadedKey === keyOf(session, chapterId) && status !== 'idle' && status !== 'error') {
        // Keep the chapters picked up since (the caller's list may predate them).
        const chapterCount = session.chapterCount ?? held?.chapterCount;
        set({ session: (held && withReadyChapters(session, held.chapters, chapterCount)) ?? session });
        showTrackControls();
        if (status !== 'playing') play();
        return;
      }
      countListening(false);
      saver.flush();
      void load(session, chapterId, { autoplay: true });
    },
    play,
    pause,
    isBusy,
    /** Picks up the story's chapters that became ready (the player screen asks every 10 s). */
    refreshChapters,
    toggle(): void {
      const { status } = state();
      if (status === 'playing' || (status === 'loading' && wantPlay)) pause();
      else play();
    },
    seek,
    seekBy,
    next: () => switchChapter(1, 'user'),
    previous: () => switchChapter(-1, 'user'),
    /** After an error: the same chapter again, from the same position. */
    retry(): void {
      const { session, chapterId, position } = state();
      if (session && chapterId) void load(session, chapterId, { autoplay: true, position });
    },
    setSleepTimer: (choice: SleepChoice) => sleep.set(choice),
    /** Stops and forgets the session, saving nothing more (the parent signed out). */
    stop(): void {
      loadId += 1;
      loadedKey = null;
      wantPlay = false;
      cancelNextWait();
      awaitingMetadata = false;
      lastTick = null;
      saver.end();
      sleep.set(null);
      set({ session: null, chapterId: null, status: 'idle', position: 0, duration: 0, errorMessage: null });
      audio.pause();
      remote.show(null);
      remote.setPlaying(false);
      remote.setTrackControls(false, false);
    },
    /** Saves the progress now (the page is going away). */
    flush(): void {
      countListening(state().status === 'playing');
      saver.flush();
    },
    /**
     * The page went out of sight (another app, or the screen turned off at bedtime): saves. The chapter
     * playing plays on — a browser cannot tell a locked screen from another app, and a story cut off
     * when the screen sleeps is no bedtime story. With background playback off, it is the last one
     * until the page is seen again (ADR 028).
     */
    hidden(): void {
      outOfSight = true;
      countListening(state().status === 'playing');
      saver.flush();
    },
    /** The page is in sight again: a chapter's end moves on as the settings say. */
    visible(): void {
      outOfSight = false;
    },
  };
}

export type AudioEngine = ReturnType<typeof createAudioEngine>;
