/**
 * How long a chapter should be. The narrator reads a little slower for the youngest listeners, and a
 * chapter's words are its share of the story's minutes at that pace.
 */

import type { AgeBand, StoryRequest } from '../types';

export const DEFAULT_WORDS_PER_MINUTE: Record<AgeBand, number> = {
  '2-4': 110,
  '4-6': 125,
  '6-8': 140,
  '8-12': 150,
};

export function targetWordsPerChapter(request: StoryRequest): number {
  const pace = request.wordsPerMinute ?? DEFAULT_WORDS_PER_MINUTE[request.ageBand];
  return Math.round((request.targetMinutes / request.chapterCount) * pace);
}
