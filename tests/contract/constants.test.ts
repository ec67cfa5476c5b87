import { describe, expect, it } from 'vitest';
import {
  AUDIO_VOLUME_DEFAULT,
  CHAPTER_COUNT,
  FALLBACK_LANGUAGE,
  QUERY_GC_TIME_MS,
  QUERY_STALE_TIME_MS,
  SUPPORTED_LANGUAGES,
} from '@/contract/constants';
import { AgeGroup, NarratorVoice, StoryStatus, StoryTheme } from '@/contract/enums';

describe('contract constants', () => {
  it('keep the spec numbers consistent with each other', () => {
    expect(CHAPTER_COUNT.default).toBeGreaterThanOrEqual(CHAPTER_COUNT.min);
    expect(CHAPTER_COUNT.default).toBeLessThanOrEqual(CHAPTER_COUNT.max);
    expect(QUERY_STALE_TIME_MS).toBe(300_000);
    expect(QUERY_GC_TIME_MS).toBe(1_800_000);
    expect(AUDIO_VOLUME_DEFAULT).toBe(0.8);
    expect(SUPPORTED_LANGUAGES).toContain(FALLBACK_LANGUAGE);
  });
});

describe('contract enums', () => {
  it('accept the spec values and reject others', () => {
    expect(StoryTheme.options).toHaveLength(10);
    expect(StoryTheme.safeParse('fairy-tale').success).toBe(true);
    expect(StoryTheme.safeParse('bedtime').success).toBe(false);
    expect(AgeGroup.parse('PRESCHOOL_4_6')).toBe('PRESCHOOL_4_6');
    expect(NarratorVoice.options).toEqual([
      'WARM_FEMALE',
      'FRIENDLY_MALE',
      'ENERGETIC_CHILD',
      'SOOTHING_NARRATOR',
    ]);
    expect(StoryStatus.safeParse('deleted').success).toBe(false);
  });
});
