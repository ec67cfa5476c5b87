// How a failed write is treated (offline checklist items 22–23):
//  - a network failure (status 0), 408, 429 and any 5xx are passing trouble: the row stays and is tried
//    again after an exponential backoff with jitter;
//  - any other 4xx will fail the same way every time: the row moves to the dead letters so it does
//    not block the queue.

export const OUTBOX_MAX_ATTEMPTS = 8;
export const OUTBOX_BACKOFF_BASE_MS = 2_000;
export const OUTBOX_BACKOFF_MAX_MS = 10 * 60_000;
/** Jitter adds up to this share of the delay, so tabs and devices do not retry in step. */
export const OUTBOX_JITTER_RATIO = 0.25;

export type FailureClass = 'retry' | 'dead-letter';

export function classifyFailure(status: number): FailureClass {
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'retry';
  return 'dead-letter';
}

/** Delay before attempt `attempts + 1`, after `attempts` failures (≥ 1): base × 2ⁿ⁻¹ plus jitter. */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const exponential = Math.min(
    OUTBOX_BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1),
    OUTBOX_BACKOFF_MAX_MS,
  );
  return Math.round(exponential * (1 + OUTBOX_JITTER_RATIO * random()));
}
