import { createChapterLoading } from './chapter-loading';
import { createEngineCore, keyOf, neighbours } from './engine-core';
import type { AudioEngineDeps } from './engine-deps';
import { createListeningClock } from './listening-clock';
import { createNarrationWait } from './narration-wait';
import type { PlayerSession } from './player-types';
import { createProgressSaver } from './progress-saver';
import { withReadyChapters } from './ready-chapters';
import type { SleepChoice } from '@/contract/sleep-timer';
import { createSleepTimer } from './sleep-timer';
import { createTransport } from './transport';

// The audio engine (S§2, S§4, S§8): one audio element outside React, so a story keeps playing while the
// child moves between screens. Everything it talks to is injected (engine-instance.ts gives the real
// ones), so its rules can be tested with a fake element, fake calls and a fake clock. It is put together
// from its parts:
//  - loading a chapter and retrying its URL: chapter-loading.ts;
//  - the listening clock (wall-clock time while playing; a seek is not listening): listening-clock.ts;
//  - waiting for chapters still being narrated: narration-wait.ts;
//  - saving progress (progress-saver.ts), the sleep timer (sleep-timer.ts), the lock screen
//    (media-session.ts);
//  - the transport (play, pause, seek, previous, next): transport.ts;
//  - and here, the element's events. A chapter's end moves on only when both the device and the kid
//    profile say so (ADR 028).

export function createAudioEngine(deps: AudioEngineDeps) {
  const audio = deps.createAudio();
  const core = createEngineCore(deps, audio);
  const { state, set, run, now } = core;

  /** The device lets a chapter's end move on (Settings › Playback › Autoplay next). */
  const deviceAutoplays = () => deps.preferences?.().autoplayNext ?? true;
  const playsInBackground = () => deps.preferences?.().backgroundPlayback ?? true;
  /** The page is out of sight (another app, the screen off): hidden() until visible(). */
  let outOfSight = false;

  const saver = createProgressSaver({
    enqueue: deps.enqueueWrite,
    setTimer: core.setTimer,
    clearTimer: core.clearTimer,
    now: () => new Date(now()),
    newId: deps.newId ?? (() => crypto.randomUUID()),
  });
  const clock = createListeningClock(now, (seconds) => saver.addListened(seconds));
  const sleep = createSleepTimer({
    setTimer: core.setTimer,
    clearTimer: core.clearTimer,
    now,
    volume: () => state().volume,
    setElementVolume: (volume) => {
      audio.volume = volume;
    },
    pause: () => transport.pause(),
    onChange: (sleepTimer) => set({ sleepTimer }),
  });
  const remote = deps.connectMediaSession({
    play: () => transport.play(),
    pause: () => transport.pause(),
    // The lock screen's stop: a pause that keeps the place, so the child can go on later.
    stop: () => transport.pause(),
    previous: () => void transport.switchChapter(-1, 'remote'),
    next: () => void transport.switchChapter(1, 'remote'),
    seekBy: (seconds) => transport.seekBy(seconds),
    seekTo: (seconds) => transport.seek(seconds),
  });

  /** The story and kid the sleep timer was last set up for (a story starting for a kid sets it). */
  let sleepArmedFor: string | null = null;
  function armSleepTimer(session: PlayerSession): void {
    const key = `${session.storyId}:${session.childId ?? ''}`;
    if (!deps.initialSleepSetting || sleepArmedFor === key) return;
    sleepArmedFor = key;
    if (state().sleepTimer === null) sleep.set(deps.initialSleepSetting(session.childId));
  }

  function showPosition(): void {
    const { position, duration, playbackRate } = state();
    remote.setPosition(position, duration, playbackRate);
  }

  function showTrackControls(): void {
    const { hasPrevious, hasNext } = neighbours(state());
    remote.setTrackControls(hasPrevious, hasNext);
  }

  const narration = createNarrationWait(core, {
    chaptersChanged: showTrackControls,
    goNext: () => void transport.switchChapter(1, 'end'),
  });
  const loading = createChapterLoading(core, {
    saver,
    clock,
    remote,
    narration,
    showTrackControls,
    showPosition,
  });
  const transport = createTransport(core, { loading, narration, saver, clock, showPosition });
  const { play, pause } = transport;

  loading.applyDefaults();
  audio.preload = 'auto';
  audio.volume = state().volume;
  audio.defaultPlaybackRate = state().playbackRate;

  function onEnded(): void {
    clock.tick(false);
    saver.complete();
    const { session, chapterId, duration } = state();
    // The last position update may fall just short of the end.
    if (session && chapterId) deps.onListened(session.storyId, chapterId, 100);
    set({ status: 'paused', position: duration });
    remote.setPlaying(false);
    if (sleep.chapterEnded() || !session) return;
    // Out of sight with background playback off, the chapter playing ends the listening (ADR 028).
    const goOn = session.autoplayNext && deviceAutoplays() && !(outOfSight && !playsInBackground());
    if (!neighbours(state()).hasNext && narration.awaiting()) {
      if (goOn) narration.awaitNext();
      else void narration.refreshChapters();
      return;
    }
    if (goOn) transport.switchChapter(1, 'end');
  }

  audio.addEventListener('loadedmetadata', loading.onMetadata);
  audio.addEventListener('durationchange', () => {
    if (!run.awaitingMetadata && Number.isFinite(audio.duration) && audio.duration > 0) {
      saver.setDuration(audio.duration);
      set({ duration: audio.duration });
    }
  });
  audio.addEventListener('playing', () => {
    if (run.awaitingMetadata || state().status === 'error') return;
    clock.start();
    set({ status: 'playing', errorMessage: null });
    remote.setPlaying(true);
    showPosition();
  });
  audio.addEventListener('pause', () => {
    const { status } = state();
    if (status === 'loading' || status === 'error' || status === 'idle') return;
    clock.tick(false);
    set({ status: 'paused' });
    saver.flush();
    remote.setPlaying(false);
    showPosition();
  });
  audio.addEventListener('timeupdate', () => {
    const { status, session, chapterId, duration } = state();
    if (run.awaitingMetadata || status === 'loading' || status === 'error' || !session || !chapterId) return;
    const position = audio.currentTime;
    set({ position });
    saver.update(position);
    if (status !== 'playing') return;
    sleep.onPosition(position, duration, state().playbackRate);
    clock.tick(true);
    if (duration > 0) deps.onListened(session.storyId, chapterId, (position / duration) * 100);
  });
  audio.addEventListener('ended', onEnded);
  audio.addEventListener('error', () => loading.onMediaError({ mediaErrorCode: audio.error?.code }));

  deps.store.subscribe((next, previous) => {
    if (next.volume !== previous.volume && !sleep.fading) audio.volume = next.volume;
    if (next.playbackRate !== previous.playbackRate) {
      audio.defaultPlaybackRate = next.playbackRate;
      audio.playbackRate = next.playbackRate;
      showPosition();
    }
  });

  return {
    /** The element itself (read-only use: tests and the benchmark listen to its events). */
    audio,
    /** Plays `chapterId`; when it is the chapter already loaded, just plays on. */
    start(session: PlayerSession, chapterId: string): void {
      const { status, session: held } = state();
      if (run.key === keyOf(session, chapterId) && status !== 'idle' && status !== 'error') {
        // Keep the chapters picked up since (the caller's list may predate them).
        const chapterCount = session.chapterCount ?? held?.chapterCount;
        set({ session: (held && withReadyChapters(session, held.chapters, chapterCount)) ?? session });
        showTrackControls();
        if (status !== 'playing') play();
        return;
      }
      clock.tick(false);
      saver.flush();
      armSleepTimer(session);
      void loading.load(session, chapterId, { autoplay: true });
    },
    play,
    pause,
    isBusy: transport.isBusy,
    /** Picks up the story's chapters that became ready (the player screen asks every 10 s). */
    refreshChapters: narration.refreshChapters,
    toggle: transport.toggle,
    seek: transport.seek,
    seekBy: transport.seekBy,
    next: () => transport.switchChapter(1, 'user'),
    previous: () => transport.switchChapter(-1, 'user'),
    /** After an error: the same chapter again, from the same position. */
    retry(): void {
      const { session, chapterId, position } = state();
      if (session && chapterId) void loading.load(session, chapterId, { autoplay: true, position });
    },
    setSleepTimer: (choice: SleepChoice | null) => sleep.set(choice),
    /** The listener's choice: set, and remembered for the kid listening (their next story starts so). */
    chooseSleepTimer(choice: SleepChoice | null): void {
      sleep.set(choice);
      deps.rememberSleepSetting?.(state().session?.childId ?? null, choice);
    },
    /** The lock screen's seek controls: a parent's only (ADR 033). */
    /** "+5 min" while the sleep timer fades the story out. */
    extendSleepTimer: () => sleep.extend(),
    /** Stops and forgets the session, saving nothing more (the parent signed out). */
    stop(): void {
      run.id += 1;
      run.key = null;
      run.wantPlay = false;
      narration.cancel();
      run.awaitingMetadata = false;
      clock.reset();
      saver.end();
      sleep.set(null);
      sleepArmedFor = null;
      set({ session: null, chapterId: null, status: 'idle', position: 0, duration: 0, errorMessage: null });
      audio.pause();
      remote.show(null);
      remote.setPlaying(false);
      remote.setTrackControls(false, false);
    },
    /** Saves the progress now (the page is going away). */
    flush(): void {
      clock.tick(state().status === 'playing');
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
      clock.tick(state().status === 'playing');
      saver.flush();
    },
    /** The page is in sight again: a chapter's end moves on as the settings say. */
    visible(): void {
      outOfSight = false;
    },
  };
}

export type AudioEngine = ReturnType<typeof createAudioEngine>;
