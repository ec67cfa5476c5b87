import { describe, expect, it } from 'vitest';
import { formatSize } from '@/features/downloads/format-bytes';

describe('sizes as a parent reads them', () => {
  it('megabytes with up to one decimal below 100, in the interface language', () => {
    expect(formatSize(1_130_000, 'en')).toBe('1.1\u00a0MB');
    expect(formatSize(1_130_000, 'es')).toBe('1,1\u00a0MB');
    expect(formatSize(12_300_000, 'en')).toBe('12.3\u00a0MB');
    expect(formatSize(35_000_000, 'en')).toBe('35\u00a0MB');
    expect(formatSize(123_456_789, 'en')).toBe('123\u00a0MB');
  });
  it('gigabytes for the free space of a device', () => {
    expect(formatSize(10_737_000_000, 'en')).toBe('11\u00a0GB');
    expect(formatSize(2_500_000_000, 'es')).toBe('2,5\u00a0GB');
  });
});
