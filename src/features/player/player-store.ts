import { create } from 'zustand';
import { AUDIO_VOLUME_DEFAULT, PLAYBACK_SPEED, SIGNED_OUT_EVENT } from '@/contract/constants';
import type { AudioEngine } from './audio-engine';
import { announcePresence, readSavedPlayback, writeSavedPlayback } from './player-presence';
import type { SleepSetting } from '@/contract/sleep-timer';
import type { PlayerSession, PlayerState } from './player-types';

// What the player shows, for every screen (S§2, S§4). The audio itself lives outside React in the
// engine (engine-instance.ts), loaded on the first play: this module stays small and free of Dexie, zod
// and the engine, because the story detail and the mini-player import it.

export const usePlayerStore = create<PlayerState>(() => ({
  session: null,
  chapterId: null,
  status: 'idle',
  position: 0,
  duration: 0,
  errorMessage: null,
  volume: AUDIO_VOLUME_DEFAULT,
  playbackRate: PLAYBACK_SPEED.default,
  setByListener: { volume: false, playbackRate: false },
  sleepTimer: null,
}));

// The mini-player shows on every screen while the player holds a story.
usePlayerStore.subscribe((state) => announcePresence(state.session !== null));

const idle = {
  session: null,
  chapterId: null,
  status: 'idle',
  position: 0,
  duration: 0,
  errorMessage: null,
} as const;

// A parent signing out on this device ends the listening: the next family member starts afresh.
if (typeof window !== 'undefined') window.addEventListener(SIGNED_OUT_EVENT, () => stopPlayback());

/**
 * Brings back the story kept from the last visit, paused at its place (the mini-player after a reload),
 * when the player holds nothing and it was this parent's. Nothing loads until play is pressed.
 */
export function restoreSavedPlayback(userId: string): boolean {
  if (usePlayerStore.getState().session !== null) return false;
  const saved = readSavedPlayback();
  if (saved === null || saved.session.userId !== userId) {
    announcePresence(false); // Nothing to show for this parent: no room kept for the mini-player.
    return false;
  }
  usePlayerStore.setState({
    session: saved.session,
    chapterId: saved.chapterId,
    status: 'paused',
    position: saved.position,
    duration: saved.duration,
    errorMessage: null,
  });
  return true;
}

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
  const { session } = usePlayerStore.getState();
  if (storyId !== undefined && session?.storyId !== storyId) return;
  if (engine === null) {
    // Nothing ever played here; a story kept from the last visit may be on show.
    if (session !== null) usePlayerStore.setState({ ...idle });
    writeSavedPlayback(null);
    return;
  }
  engine.then(
    (loaded) => loaded.stop(),
    () => undefined, // The engine never loaded: nothing plays.
  );
}

/**
 * The listener sets the sleep timer: minutes (5 to 120; a bare number is minutes), some chapter ends, or
 * off (null). The engine remembers it for the kid listening, for the next story.
 */
export function setSleepTimer(choice: SleepSetting | number): void {
  const setting: SleepSetting = typeof choice === 'number' ? { kind: 'minutes', minutes: choice } : choice;
  loadPlayerEngine().then(
    (loaded) => loaded.chooseSleepTimer(setting),
    (error: unknown) => console.error('Player: the engine could not load.', error),
  );
}

/** "+5 min" while the sleep timer fades the story out. */
export function extendSleepTimer(): void {
  void engine?.then((loaded) => loaded.extendSleepTimer());
}

/** The listener's volume, 0 to 1 (clamped); applies at once and holds for this visit. */
export function setVolume(volume: number): void {
  const { setByListener } = usePlayerStore.getState();
  usePlayerStore.setState({
    volume: Number.isFinite(volume) ? Math.min(1, Math.max(0, volume)) : AUDIO_VOLUME_DEFAULT,
    setByListener: { ...setByListener, volume: true },
  });
}

/** The listener's speed, 0.8 to 1.5 in steps of 0.1; holds for this visit. */
export function setPlaybackRate(rate: number): void {
  const stepped = Math.round(rate * 10) / 10;
  const { setByListener } = usePlayerStore.getState();
  usePlayerStore.setState({
    playbackRate: Math.min(PLAYBACK_SPEED.max, Math.max(PLAYBACK_SPEED.min, stepped)),
    setByListener: { ...setByListener, playbackRate: true },
  });
}

/** How far through a chapter the child has listened: 25, 50, 75 or 100 (P§4), once each. */
export interface ListeningMilestone {
  session: PlayerSession;
  chapterId: string;
  percent: number;
}

const milestoneListeners = new Set<(milestone: ListeningMilestone) => void>();

/** Follows the listening milestones (the parent's notices); returns the way to stop. */
export function onListeningMilestone(listener: (milestone: ListeningMilestone) => void): () => void {
  milestoneListeners.add(listener);
  return () => milestoneListeners.delete(listener);
}

/** The engine reports a milestone reached. */
export function announceListeningMilestone(milestone: ListeningMilestone): void {
  for (const listener of milestoneListeners) listener(milestone);
}
