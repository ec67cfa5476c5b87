import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUDIO_POLL, STORY_POLL, startPolling } from '@/features/stories/poll';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function poller(answers: Array<number | Error>, overrides: { maxAttempts?: number } = {}) {
  const run = vi.fn(() => {
    const next = answers.shift() ?? 0;
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  });
  const onResult = vi.fn((value: number) => value === 1);
  const onTimeout = vi.fn();
  const stop = startPolling({
    run,
    onResult,
    onTimeout,
    intervalMs: 2_000,
    maxAttempts: overrides.maxAttempts ?? 90,
  });
  return { run, onResult, onTimeout, stop };
}

describe('polling (S§9)', () => {
  it('asks at once, then once per interval, and stops at a final answer', async () => {
    const { run, onResult } = poller([0, 0, 1]);
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(onResult).toHaveBeenLastCalledWith(1);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('gives up after the last attempt, counting failed requests, and times out once', async () => {
    const { run, onTimeout } = poller([new Error('offline'), 0, 0], { maxAttempts: 3 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(3);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('asks 90 times for the story before it times out', async () => {
    const { run, onTimeout } = poller([]);
    await vi.advanceTimersByTimeAsync(89 * 2_000);
    expect(run).toHaveBeenCalledTimes(90);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('stopped, it asks no more and ignores an answer in flight', async () => {
    const { run, onResult, stop } = poller([0, 1]);
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(onResult).not.toHaveBeenCalled();
  });
});

describe('the spec’s polls and their variants', () => {
  it('are 2 s × 90 for the story and 3 s × 120 for the audio (S§9)', () => {
    expect(STORY_POLL).toEqual({ intervalMs: 2_000, maxAttempts: 90 });
    expect(AUDIO_POLL).toEqual({ intervalMs: 3_000, maxAttempts: 120 });
  });

  it('waits one interval before the first request when asked (a job just queued)', async () => {
    const run = vi.fn(() => Promise.resolve(0));
    startPolling({ run, onResult: () => false, onTimeout: () => {}, ...AUDIO_POLL, waitFirst: true });
    await vi.advanceTimersByTimeAsync(2_999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs on a clock of its own when given one', async () => {
    const waiting: Array<() => void> = [];
    const run = vi.fn(() => Promise.resolve(0));
    const stop = startPolling({
      run,
      onResult: () => false,
      onTimeout: () => {},
      intervalMs: 10_000,
      maxAttempts: 30,
      timers: { set: (next) => waiting.push(next), clear: () => waiting.splice(0) },
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(1);
    waiting.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(2);
    stop();
    expect(waiting).toHaveLength(0);
  });
});
