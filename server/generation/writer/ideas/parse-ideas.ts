/**
 * The idea parser lives with the built-in writer (builtin/ideas/). This path keeps, for the modules
 * that still import it from here, the names and the shape they were written against: the text, a
 * pet, a place and favourite things.
 */

import {
  parseStoryIdeas as readStoryIdeas,
  type StoryIdeas as BuiltinStoryIdeas,
} from '../builtin/ideas/parse-ideas';

export type StoryIdeas = Pick<BuiltinStoryIdeas, 'text' | 'pet' | 'place' | 'favourites'>;

export function parseStoryIdeas(ideas: string | undefined): StoryIdeas {
  const { text, pet, place, favourites } = readStoryIdeas(ideas);
  return { text, pet, place, favourites };
}
