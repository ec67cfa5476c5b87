import { describe, expect, it } from 'vitest';
import { formatTime } from '@/features/player/format-time';

describe('player times (S§9: h:mm:ss)', () => {
  it.each([
    [0, '0:00:00'],
    [5, '0:00:05'],
    [65, '0:01:05'],
    [599.9, '0:09:59'],
    [3_600, '1:00:00'],
    [3_725, '1:02:05'],
    [36_000, '10:00:00'],
  ])('%s s reads %s', (seconds, text) => {
    expect(formatTime(seconds)).toBe(text);
  });

  it('reads an unknown or negative time as zero', () => {
    expect(formatTime(Number.NaN)).toBe('0:00:00');
    expect(formatTime(Number.POSITIVE_INFINITY)).toBe('0:00:00');
    expect(formatTime(-3)).toBe('0:00:00');
  });
});
