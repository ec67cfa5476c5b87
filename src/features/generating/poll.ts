// S§8, S§9 polling: ask at once, then `intervalMs` after each answer (never two requests in flight),
// at most `maxAttempts` times. A failed request counts as an attempt; the poller keeps going unless
// `onError` says it is final.

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
}

/** Starts polling; the returned function stops it (an answer still in flight is then ignored). */
export function startPolling<T>(options: PollOptions<T>): () => void {
  let stopped = false;
  let attempts = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const attempt = async () => {
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
    timer = setTimeout(() => void attempt(), options.intervalMs);
  };

  void attempt();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
