import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, RATE_LIMIT_MESSAGE } from '@/lib/api/api-error';
import { createTokenBucket } from '@/lib/api/token-bucket';

// P§9: 60 requests a minute, refilling 1 per second; a wait gives up after 30 s with 429.

describe('token bucket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Starts `count` acquisitions and records when each one settles (ms after the start). */
  function acquireMany(bucket: ReturnType<typeof createTokenBucket>, count: number) {
    const start = Date.now();
    const settled: Array<{ at: number; error?: unknown }> = [];
    for (let i = 0; i < count; i += 1) {
      bucket.acquire().then(
        () => settled.push({ at: Date.now() - start }),
        (error: unknown) => settled.push({ at: Date.now() - start, error }),
      );
    }
    return settled;
  }

  it('lets a burst of 60 through at once', async () => {
    const settled = acquireMany(createTokenBucket(), 60);
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toHaveLength(60);
    expect(settled.every(({ at, error }) => at === 0 && error === undefined)).toBe(true);
  });

  it('refills one token per second, serving waiters in order', async () => {
    const settled = acquireMany(createTokenBucket(), 63);
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toHaveLength(60);
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toHaveLength(60);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveLength(61);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(settled.slice(60).map(({ at }) => at)).toEqual([1_000, 2_000, 3_000]);
  });

  it('refills over idle time, never above 60', async () => {
    const bucket = createTokenBucket();
    acquireMany(bucket, 60);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    const settled = acquireMany(bucket, 61);
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toHaveLength(60);
  });

  it('gives up a wait longer than 30 s after 30 s, with status 429 and the spec message', async () => {
    const settled = acquireMany(createTokenBucket(), 91);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled.filter(({ error }) => error)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    // The 90th request gets the token of second 30; the 91st would need 31 s and gives up at 30 s.
    const failed = settled.filter(({ error }) => error);
    expect(failed).toHaveLength(1);
    expect(failed[0]?.at).toBe(30_000);
    const error = failed[0]?.error;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, message: RATE_LIMIT_MESSAGE });
    expect(settled.filter(({ error: e }) => !e)).toHaveLength(90);
  });

  it('takes its clock and sleep from the caller', async () => {
    let now = 0;
    const sleeps: number[] = [];
    const bucket = createTokenBucket({
      capacity: 2,
      refillPerSecond: 1,
      maxWaitMs: 5_000,
      now: () => now,
      sleep: async (ms) => {
        sleeps.push(ms);
        now += ms;
      },
    });
    await bucket.acquire();
    await bucket.acquire();
    await bucket.acquire();
    expect(sleeps).toEqual([1_000]);
  });
});
