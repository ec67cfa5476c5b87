import {
  RATE_LIMIT_BUCKET_SIZE,
  RATE_LIMIT_REFILL_PER_SECOND,
  RATE_LIMIT_WAIT_TIMEOUT_MS,
} from '@/contract/constants';
import { rateLimitError } from './api-error';

// The client-side rate limit (P§9): a bucket of 60 requests that refills 1 per second. A request that
// finds it empty waits for its token; a wait that would last longer than 30 s gives up at 30 s with
// status 429.
//
// Each waiter reserves its token at once (the level may go below zero), so waiters are served in the
// order they arrived and each one knows exactly how long it will wait — no polling, no stampede.

export interface TokenBucketOptions {
  capacity?: number;
  refillPerSecond?: number;
  maxWaitMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export interface TokenBucket {
  /** Resolves when the request may be sent; rejects with a 429 ApiError after the longest wait. */
  acquire(): Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createTokenBucket({
  capacity = RATE_LIMIT_BUCKET_SIZE,
  refillPerSecond = RATE_LIMIT_REFILL_PER_SECOND,
  maxWaitMs = RATE_LIMIT_WAIT_TIMEOUT_MS,
  now = Date.now,
  sleep = defaultSleep,
}: TokenBucketOptions = {}): TokenBucket {
  const msPerToken = 1000 / refillPerSecond;
  let level = capacity;
  let updatedAt = now();

  const refill = () => {
    const time = now();
    level = Math.min(capacity, level + (time - updatedAt) / msPerToken);
    updatedAt = time;
  };

  return {
    async acquire() {
      refill();
      const waitMs = level >= 1 ? 0 : Math.ceil((1 - level) * msPerToken);
      if (waitMs > maxWaitMs) {
        await sleep(maxWaitMs);
        throw rateLimitError();
      }
      level -= 1;
      if (waitMs > 0) await sleep(waitMs);
    },
  };
}
