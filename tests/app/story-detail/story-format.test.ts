import { describe, expect, it } from 'vitest';
import {
  detailStatus,
  formatChapterDuration,
  storyDurationParts,
} from '@/features/story-detail/story-format';

describe('detail status (S§3)', () => {
  it('maps published to READY, generating to GENERATING and anything else to FAILED', () => {
    expect(detailStatus('published')).toBe('READY');
    expect(detailStatus('generating')).toBe('GENERATING');
    expect(detailStatus('archived')).toBe('FAILED');
    expect(detailStatus('draft')).toBe('FAILED');
  });
});

describe('durations (S§9)', () => {
  it('gives a story in minutes, or hours and minutes from one hour on', () => {
    expect(storyDurationParts(0)).toEqual({ hours: 0, minutes: 0 });
    expect(storyDurationParts(754)).toEqual({ hours: 0, minutes: 13 });
    expect(storyDurationParts(3600)).toEqual({ hours: 1, minutes: 0 });
    expect(storyDurationParts(5430)).toEqual({ hours: 1, minutes: 31 });
  });

  it('gives a chapter as m:ss', () => {
    expect(formatChapterDuration(0)).toBe('0:00');
    expect(formatChapterDuration(65)).toBe('1:05');
    expect(formatChapterDuration(299.6)).toBe('5:00');
    expect(formatChapterDuration(754)).toBe('12:34');
  });
});
