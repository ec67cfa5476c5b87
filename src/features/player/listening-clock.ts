// The listening clock: how long the child has really listened. Listening time is wall-clock time while
// playing, counted between position updates; a seek, a pause or a gap longer than a tick (the page
// was frozen, the device slept) is not listening.

/** Ours: a gap between two position updates longer than this is not counted as listening. */
export const MAX_LISTENING_TICK_MS = 1_500;

export interface ListeningClock {
  /** Counts the time since the last tick; keeps counting from now while `stillPlaying`. */
  tick(stillPlaying: boolean): void;
  /** Starts counting from now (the audio began to play). */
  start(): void;
  /** Forgets the last tick without counting it (the session ended). */
  reset(): void;
}

export function createListeningClock(now: () => number, add: (seconds: number) => void): ListeningClock {
  let lastTick: number | null = null;
  return {
    tick(stillPlaying) {
      const time = now();
      if (lastTick !== null) add(Math.min(time - lastTick, MAX_LISTENING_TICK_MS) / 1000);
      lastTick = stillPlaying ? time : null;
    },
    start() {
      lastTick = now();
    },
    reset() {
      lastTick = null;
    },
  };
}
