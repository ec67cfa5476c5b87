import { describe, expect, it } from 'vitest';
import { detailStatus } from '@/features/story-detail/story-format';
import {
  ageRange,
  failureReasonKey,
  formatChapterDuration,
  storyDurationParts,
} from '@/features/stories/story-format';
import { UNSAFE_STORY_REASON } from '@/contract/story-failure';

describe('detail status (S§3)', () => {
  it('maps published to READY, generating to GENERATING and anything else to FAILED', () => {
    const reason = 'Story generation cancelled by user';
    expect(detailStatus({ status: 'published', failureReason: null })).toBe('READY');
    expect(detailStatus({ status: 'generating', failureReason: null })).toBe('GENERATING');
    expect(detailStatus({ status: 'archived', failureReason: reason })).toBe('FAILED');
    expect(detailStatus({ status: 'draft', failureReason: null })).toBe('FAILED');
  });

  it('a story the parent archived is ARCHIVED, not failed', () => {
    expect(detailStatus({ status: 'archived', failureReason: null })).toBe('ARCHIVED');
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

describe('failure reasons and age ranges', () => {
  it('knows the reasons the server gives, and no other', () => {
    expect(failureReasonKey('Story generation cancelled by user')).toBe('cancelled');
    expect(failureReasonKey('The written story did not pass the safety check')).toBe('unsafe');
    expect(failureReasonKey(UNSAFE_STORY_REASON.en)).toBe('unsafe');
    expect(failureReasonKey(UNSAFE_STORY_REASON.es)).toBe('unsafe');
    expect(failureReasonKey('Story generation failed')).toBe('failed');
    expect(failureReasonKey('Story generation failed: timeout')).toBe('failed');
    expect(failureReasonKey('Something else')).toBeNull();
  });

  it("splits an 'a-b' age group into its two ends", () => {
    // The band the parent chose, not the server's wider group (S§5 mapping inverted).
    expect(ageRange('3-5')).toEqual({ from: '2', to: '4' });
    expect(ageRange('4-8')).toEqual({ from: '4', to: '6' });
    expect(ageRange('6-10')).toEqual({ from: '6', to: '8' });
    expect(ageRange('8-12')).toEqual({ from: '8', to: '12' });
    expect(ageRange('9-12')).toEqual({ from: '8', to: '12' });
    expect(ageRange('5-7')).toEqual({ from: '5', to: '7' });
    expect(ageRange('toddlers')).toBeNull();
  });
});
