import { SLEEP_TIMER_MINUTES } from '@/contract/constants';
import type { SleepChoice } from '@/contract/sleep-timer';
import type { SleepTimer } from './player-types';

// The sleep timer (S§5 "sleep timer 5 to 120 minutes", issue 15):
//  - minutes: when they run out the volume fades out over a few seconds, playback pauses, and the volume
//    setting comes back for next time;
//  - chapters: counts chapter ends from when it was set; the last one fades out over the chapter's final
//    seconds, and at its end the story stops there instead of going on;
//  - "+5 min" during either fade: the fade stops, the volume comes back and 5 more minutes start.
// The element's volume is the only thing the fade touches: the volume setting is never changed.

/** Ours: the fade-out lasts 5 s, in 20 steps. */
export const SLEEP_FADE_MS = 5_000;
const FADE_STEPS = 20;
/** Issue 15: "+5 min" while the fade runs. */
export const SLEEP_EXTEND_MINUTES = 5;
/** A chapter fade is called off when the place moves this far back (a seek, another chapter). */
const FADE_CANCEL_MARGIN_MS = 1_000;

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
  let current: SleepTimer | null = null;

  const report = (next: SleepTimer | null) => {
    current = next;
    deps.onChange(next);
  };
  const fading = () => current?.fading === true;

  function stopTimer(): void {
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
    if (fading()) deps.setElementVolume(deps.volume());
  }

  /** Lowers the element's volume to nothing over `ms`, then calls `done`. */
  function fade(ms: number, done: () => void, step = 0): void {
    if (step >= FADE_STEPS) {
      timer = null;
      deps.setElementVolume(0);
      return done();
    }
    deps.setElementVolume(deps.volume() * (1 - step / FADE_STEPS));
    timer = deps.setTimer(() => fade(ms, done, step + 1), ms / FADE_STEPS);
  }

  function finish(): void {
    stopTimer();
    deps.setElementVolume(deps.volume());
    report(null);
  }

  function startMinutes(minutes: number): void {
    const ms = minutes * 60_000;
    timer = deps.setTimer(() => {
      if (current) report({ ...current, fading: true });
      fade(SLEEP_FADE_MS, () => {
        deps.pause();
        finish();
      });
    }, ms);
    report({ kind: 'minutes', minutes, endsAt: deps.now() + ms, fading: false });
  }

  function set(choice: SleepChoice | null): void {
    stopTimer();
    if (choice === null) return report(null);
    if (choice.kind === 'chapters') {
      const count = Math.max(1, Math.round(choice.count));
      return report({ kind: 'chapters', count, left: count, fading: false });
    }
    startMinutes(Math.min(SLEEP_TIMER_MINUTES.max, Math.max(SLEEP_TIMER_MINUTES.min, choice.minutes)));
  }

  return {
    /** Minutes (clamped to 5 to 120), a number of chapter ends, or null to turn it off. */
    set,
    /** "+5 min": stops a fade under way (the volume comes back) and gives 5 more minutes. */
    extend(): void {
      set({ kind: 'minutes', minutes: SLEEP_EXTEND_MINUTES });
    },
    /**
     * The place in the chapter (seconds, at `rate`): on the last chapter counted, the fade starts so as to
     * reach silence at the chapter's end; a place moved back before it calls the fade off.
     */
    onPosition(position: number, duration: number, rate: number): void {
      if (current?.kind !== 'chapters' || current.left !== 1 || !(duration > 0)) return;
      const remainingMs = ((duration - position) / (rate > 0 ? rate : 1)) * 1000;
      if (current.fading && remainingMs > SLEEP_FADE_MS + FADE_CANCEL_MARGIN_MS) {
        stopTimer();
        report({ ...current, fading: false });
      } else if (!current.fading && remainingMs > 0 && remainingMs <= SLEEP_FADE_MS) {
        report({ ...current, fading: true });
        fade(remainingMs, () => undefined); // Silent until the chapter ends (chapterEnded).
      }
    },
    /** At a chapter's end: true (and the timer is done) when playback should stop there. */
    chapterEnded(): boolean {
      if (current?.kind !== 'chapters') return false;
      if (current.left <= 1) {
        finish();
        return true;
      }
      report({ ...current, left: current.left - 1 });
      return false;
    },
    /** True while the volume is being faded out (the element's volume is not the setting). */
    get fading(): boolean {
      return fading();
    },
  };
}

export type SleepTimerControl = ReturnType<typeof createSleepTimer>;
