/** What every writer accepts, checked once at the door so a writer never has to guess. */

import { z } from 'zod';
import { STORY_THEMES } from '../../../src/contract/story-themes';
import type { StoryRequest } from './types';

export const THEMES = STORY_THEMES;

export const AGE_BANDS = ['2-4', '4-6', '6-8', '8-12'] as const;

export const storyRequestSchema = z.object({
  seed: z.string().min(1).max(200),
  language: z.enum(['en', 'es']),
  theme: z.enum(THEMES),
  ageBand: z.enum(AGE_BANDS),
  chapterCount: z.number().int().min(3).max(12),
  // A chapter of 5 minutes is the spec's norm; a whole hour per chapter is already far past any use.
  targetMinutes: z.number().positive().max(720),
  heroName: z.string().max(60).optional(),
  title: z.string().max(100).optional(),
  customIdeas: z.string().max(500).optional(),
  wordsPerMinute: z.number().min(60).max(260).optional(),
  previous: z
    .object({
      companion: z.object({
        name: z.string().min(1).max(60),
        species: z.string().max(40),
        gender: z.enum(['f', 'm']),
      }),
      helper: z.string().max(80),
      setting: z.string().max(40),
      goal: z.string().max(300),
    })
    .optional(),
}) satisfies z.ZodType<StoryRequest>;

export function parseStoryRequest(input: StoryRequest): StoryRequest {
  return storyRequestSchema.parse(input);
}
