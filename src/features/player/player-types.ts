// What the player holds and shows: the store (player-store.ts) keeps it, the engine (audio-engine.ts)
// drives it, and every screen reads it.

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

/**
 * Stop after some minutes (`endsAt`, epoch ms) or at the `count`th chapter end from when it was set
 * (`left` of them to go, this chapter's included). `fading`: the volume is going down to the stop.
 */
export type SleepTimer =
  | { kind: 'minutes'; minutes: number; endsAt: number; fading: boolean }
  | { kind: 'chapters'; count: number; left: number; fading: boolean };

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
  /** 0 to 1. */
  volume: number;
  /** 0.8 to 1.5. */
  playbackRate: number;
  /**
   * Whether the listener moved the volume or the speed in the player during this visit: until then each
   * chapter starts at the Settings defaults (ADR 028).
   */
  setByListener: { volume: boolean; playbackRate: boolean };
  sleepTimer: SleepTimer | null;
}
