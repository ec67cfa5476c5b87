import { create } from 'zustand';
import { PLAYBACK_SPEED } from '@/contract/constants';
import type { AudioEngine } from './audio-engine';
import { readStoredVolume, storeVolume } from './volume';

// What the player shows, for every screen (S§2, S§4). The audio itself lives outside React in the
// engine (engine-instance.ts), loaded on the first play: this module stays small and free of Dexie, zod
// and the engine, because the story detail and the mini-player import it.

export interface PlayerChapter {
  id: string;
  title: string;
  order: number;
  duration: number;
}

export interface PlayerSession {
  storyId: string;
  storyTitle: string;
  coverUrl: string | null;
  /** Sorted by order; only chapters whose status is 'ready'. */
  chapters: PlayerChapter[];
  /** The signed-in parent. */
  userId: string;
  /** The active kid profile (the listener); null = progress is not saved. */
  childId: string | null;
  /** The child's preference: go on to the next chapter at the end of one. */
  autoplayNext: boolean;
  /**
   * How many chapters the story has, ready or not. While `chapters` holds fewer (the story is still being
   * narrated), the player picks up the chapters that become ready later. Unknown: the chapters held.
   */
  chapterCount?: number;
}

export type PlaybackStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'error';

/** Stop after some minutes (`endsAt`, epoch ms) or at the end of the current chapter. */
export type SleepTimer = { kind: 'minutes'; minutes: number; endsAt: number } | { kind: 'chapterEnd' };

export interface PlayerState {
  session: PlayerSession | null;
  chapterId: string | null;
  status: PlaybackStatus;
  /** Seconds. */
  position: number;
  /** Seconds. */
  duration: number;
  /** Already translated. */
  errorMessage: string | null;
  /** 0 to 1, remembered under 'audio-volume'. */
  volume: number;
  /** 0.8 to 1.5. */
  playbackRate: number;
  sleepTimer: SleepTimer | null;
}

export const usePlayerStore = create<PlayerState>(() => ({
  session: null,
  chapterId: null,
  status: 'idle',
  position: 0,
  duration: 0,
  errorMessage: null,
  volume: readStoredVolume(),
  playbackRate: PLAYBACK_SPEED.default,
  sleepTimer: null,
}));

let engine: Promise<AudioEngine> | null = null;

/** The audio engine, loaded on first use. */
export function loadPlayerEngine(): Promise<AudioEngine> {
  engine ??= import('./engine-instance').then(
    (module) => module.engine,
    (error: unknown) => {
      engine = null; // A failed chunk load (offline) may succeed next time.
      throw error;
    },
  );
  return engine;
}

/** Loads `chapterId` of `session` (restoring the saved position for session.childId) and plays. */
export async function startPlayback(session: PlayerSession, chapterId: string): Promise<void> {
  if (engine === null) {
    // The first play: show the chapter at once, loading, while the engine's code arrives.
    const chapter = session.chapters.find((one) => one.id === chapterId);
    usePlayerStore.setState({
      session,
      chapterId,
      status: 'loading',
      position: 0,
      duration: chapter?.duration ?? 0,
      errorMessage: null,
    });
  }
  (await loadPlayerEngine()).start(session, chapterId);
}

/** Play/pause the current chapter. */
export function togglePlayback(): void {
  if (usePlayerStore.getState().session === null) return;
  void loadPlayerEngine().then((loaded) => loaded.toggle());
}

export function pausePlayback(): void {
  void engine?.then((loaded) => loaded.pause());
}

/**
 * Stops and clears the player, saving nothing more (as signing out does); with `storyId`, only when the
 * player holds that story (it was just deleted: its progress has nowhere to go).
 */
export function stopPlayback(storyId?: string): void {
  if (engine === null) return; // Nothing ever played.
  const { session } = usePlayerStore.getState();
  if (storyId !== undefined && session?.storyId !== storyId) return;
  engine.then(
    (loaded) => loaded.stop(),
    () => undefined, // The engine never loaded: nothing plays.
  );
}

/** The sleep timer: minutes (5 to 120), the end of this chapter, or off (null). */
export function setSleepTimer(choice: number | 'chapterEnd' | null): void {
  loadPlayerEngine().then(
    (loaded) => loaded.setSleepTimer(choice),
    (error: unknown) => console.error('Player: the engine could not load.', error),
  );
}

/** Volume 0 to 1 (clamped and remembered); applies at once, also before anything plays. */
export function setVolume(volume: number): void {
  usePlayerStore.setState({ volume: storeVolume(volume) });
}

/** Playback speed, 0.8 to 1.5 in steps of 0.1. */
export function setPlaybackRate(rate: number): void {
  const stepped = Math.round(rate * 10) / 10;
  usePlayerStore.setState({
    playbackRate: Math.min(PLAYBACK_SPEED.max, Math.max(PLAYBACK_SPEED.min, stepped)),
  });
}
