import {
  AUDIO_POLL_INTERVAL_MS,
  AUDIO_POLL_MAX_ATTEMPTS,
  STORY_POLL_INTERVAL_MS,
  STORY_POLL_MAX_ATTEMPTS,
} from '@/contract/constants';

// The one way the app polls the server about a story (S§8, S§9): ask, then `intervalMs` after each
// answer (never two requests in flight), at most `maxAttempts` times. A failed request counts as an
// attempt; polling goes on unless `onError` says it is final.

/** S§9: the story is asked for every 2 s, 90 times at most. */
export const STORY_POLL = {
  intervalMs: STORY_POLL_INTERVAL_MS,
  maxAttempts: STORY_POLL_MAX_ATTEMPTS,
} as const;
/** S§9: the audio status is asked for every 3 s, 120 times at most. */
export const AUDIO_POLL = {
  intervalMs: AUDIO_POLL_INTERVAL_MS,
  maxAttempts: AUDIO_POLL_MAX_ATTEMPTS,
} as const;

export interface PollTimers {
  set: (run: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

const realTimers: PollTimers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface PollOptions<T> {
  run: () => Promise<T>;
  /** Handles an answer; true when it is final and polling stops. */
  onResult: (value: T) => boolean;
  /** Handles a failed request; true when it is final. Default: keep polling. */
  onError?: (error: unknown) => boolean;
  /** Called once when `maxAttempts` answers were not final. */
  onTimeout: () => void;
  intervalMs: number;
  maxAttempts: number;
  /** Wait one interval before the first request too (a job just queued has nothing to say yet). */
  waitFirst?: boolean;
  /** For code that runs on its own clock (the audio engine's tests); setTimeout otherwise. */
  timers?: PollTimers;
}

/** Starts polling; the returned function stops it (an answer still in flight is then ignored). */
export function startPolling<T>(options: PollOptions<T>): () => void {
  const timers = options.timers ?? realTimers;
  let stopped = false;
  let attempts = 0;
  let timer: unknown;

  const schedule = () => {
    timer = timers.set(() => void attempt(), options.intervalMs);
  };

  const attempt = async () => {
    if (stopped) return;
    attempts += 1;
    let final: boolean;
    try {
      const value = await options.run();
      if (stopped) return;
      final = options.onResult(value);
    } catch (error) {
      if (stopped) return;
      final = options.onError?.(error) ?? false;
    }
    if (final || stopped) return;
    if (attempts >= options.maxAttempts) {
      stopped = true;
      options.onTimeout();
      return;
    }
    schedule();
  };

  if (options.waitFirst) schedule();
  else void attempt();
  return () => {
    stopped = true;
    if (timer !== undefined) timers.clear(timer);
  };
}
