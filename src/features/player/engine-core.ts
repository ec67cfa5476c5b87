import type { AudioEngineDeps, MediaElement } from './engine-deps';
import type { PlayerSession, PlayerState } from './player-types';

// What the parts of the audio engine share (audio-engine.ts puts them together): the injected
// dependencies, the one audio element, the store, and the state of the chapter load under way.

/** The chapter load under way; every part reads it, chapter-loading.ts writes most of it. */
export interface LoadRun {
  /** Bumped by every load: the answers of an older load are stale. */
  id: number;
  /** The story, chapter and child whose audio the element holds (`keyOf`). */
  key: string | null;
  /** Play as soon as the audio can (a load or a retry is under way). */
  wantPlay: boolean;
  /** Where to seek once the metadata is in. */
  resumeAt: number;
  /** A source was set and its metadata has not arrived yet. */
  awaitingMetadata: boolean;
}

export interface EngineCore {
  readonly deps: AudioEngineDeps;
  readonly audio: MediaElement;
  readonly state: () => PlayerState;
  readonly set: (partial: Partial<PlayerState>) => void;
  readonly run: LoadRun;
  readonly setTimer: (run: () => void, ms: number) => unknown;
  readonly clearTimer: (handle: unknown) => void;
  readonly now: () => number;
  readonly isOnline: () => boolean;
}

export const keyOf = (session: PlayerSession, chapterId: string) =>
  `${session.storyId}:${chapterId}:${session.childId ?? ''}`;

export function createEngineCore(deps: AudioEngineDeps, audio: MediaElement): EngineCore {
  const { store } = deps;
  return {
    deps,
    audio,
    state: () => store.getState(),
    set: (partial) => store.setState(partial),
    run: { id: 0, key: null, wantPlay: false, resumeAt: 0, awaitingMetadata: false },
    setTimer: deps.setTimer ?? ((run, ms) => setTimeout(run, ms)),
    clearTimer: deps.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>)),
    now: deps.now ?? Date.now,
    isOnline: deps.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false),
  };
}

/** Where the current chapter sits among the chapters held: previous / next exist? */
export function neighbours(state: PlayerState): { hasPrevious: boolean; hasNext: boolean } {
  const { session, chapterId } = state;
  const index = session ? session.chapters.findIndex((chapter) => chapter.id === chapterId) : -1;
  return {
    hasPrevious: index > 0,
    hasNext: session !== null && index >= 0 && index < session.chapters.length - 1,
  };
}
