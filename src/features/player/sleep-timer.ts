import { SLEEP_TIMER_MINUTES } from '@/contract/constants';
import type { SleepTimer } from './player-store';

// The sleep timer (S§5 "sleep timer 5 to 120 minutes", S§9 default 30, or the length a parent chose in
// Settings): after the chosen minutes the volume fades out over a few seconds, playback pauses, and the
// volume setting comes back for next time. "End of this chapter" stops at the chapter's end instead of
// going on to the next one.

/** Ours: the fade-out lasts 5 s, in 20 steps. */
export const SLEEP_FADE_MS = 5_000;
const FADE_STEPS = 20;

export type SleepChoice = number | 'chapterEnd' | null;

export interface SleepTimerDeps {
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
  now: () => number;
  /** The volume setting (0 to 1). */
  volume: () => number;
  /** Sets the element's volume without touching the setting. */
  setElementVolume: (volume: number) => void;
  pause: () => void;
  /** Reports the timer shown to the listener. */
  onChange: (timer: SleepTimer | null) => void;
}

export function createSleepTimer(deps: SleepTimerDeps) {
  let timer: unknown = null;
  let fading = false;
  let current: SleepTimer | null = null;

  const report = (next: SleepTimer | null) => {
    current = next;
    deps.onChange(next);
  };

  const stopTimer = () => {
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
    if (fading) deps.setElementVolume(deps.volume());
    fading = false;
  };

  function fade(step: number): void {
    fading = true;
    if (step >= FADE_STEPS) {
      deps.pause();
      fading = false;
      timer = null;
      deps.setElementVolume(deps.volume());
      report(null);
      return;
    }
    deps.setElementVolume(deps.volume() * (1 - step / FADE_STEPS));
    timer = deps.setTimer(() => fade(step + 1), SLEEP_FADE_MS / FADE_STEPS);
  }

  return {
    /** Minutes (clamped to 5 to 120), 'chapterEnd', or null to turn it off. */
    set(choice: SleepChoice): void {
      stopTimer();
      if (choice === null) return report(null);
      if (choice === 'chapterEnd') return report({ kind: 'chapterEnd' });
      const minutes = Math.min(SLEEP_TIMER_MINUTES.max, Math.max(SLEEP_TIMER_MINUTES.min, choice));
      const ms = minutes * 60_000;
      timer = deps.setTimer(() => fade(0), ms);
      report({ kind: 'minutes', minutes, endsAt: deps.now() + ms });
    },
    /** At a chapter's end: true (and the timer is done) when it should stop there. */
    stopsAtChapterEnd(): boolean {
      if (current?.kind !== 'chapterEnd') return false;
      report(null);
      return true;
    },
    /** True while the volume is being faded out (the element's volume is not the setting). */
    get fading(): boolean {
      return fading;
    },
  };
}

export type SleepTimerControl = ReturnType<typeof createSleepTimer>;
