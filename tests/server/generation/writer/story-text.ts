/**
 * Reading a written story the way a test needs to: its sentences (dialogue aware, written here on
 * purpose rather than imported from the engine), its words, and the names that may appear in it.
 */

import {
  COMPANION_NAMES,
  HERO_NAMES,
} from '../../../../server/generation/writer/builtin/content/common/names';
import { THEMES } from '../../../../server/generation/writer/builtin/content/catalog';
import type {
  Language,
  StoryRequest,
  WrittenChapter,
  WrittenStory,
} from '../../../../server/generation/writer/types';

/** A sentence ends at . ! ? … (perhaps followed by a closing quote) when the next starts with a capital. */
export function sentencesOf(paragraph: string): string[] {
  return paragraph
    .split(/(?<=[.!?…][”"»]?)\s+(?=[¡¿“"«—]*\p{Lu})/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

export const chapterText = (chapter: WrittenChapter) => chapter.paragraphs.join(' ');

export const storyText = (story: WrittenStory) => story.chapters.map(chapterText).join(' ');

export function allSentences(story: WrittenStory): string[] {
  return story.chapters.flatMap((chapter) => chapter.paragraphs.flatMap(sentencesOf));
}

/** Every name the engine could have given, by language: heroes, companions and the helpers' own names. */
export function knownNames(language: Language): string[] {
  const helpers = Object.values(THEMES).flatMap((theme) =>
    theme.helpers.map((helper) => helper.name[language].split(' ').pop() ?? ''),
  );
  return [
    ...HERO_NAMES[language],
    ...COMPANION_NAMES[language].m,
    ...COMPANION_NAMES[language].f,
    ...helpers,
  ];
}

export const containsWord = (text: string, word: string) =>
  new RegExp(`(?<![\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u').test(text);

/** A six-chapter adventure for 4–6 in English, changed by `extra`. */
export const storyRequest = (seed: string, extra: Partial<StoryRequest> = {}): StoryRequest => ({
  seed,
  language: 'en',
  theme: 'adventure',
  ageBand: '4-6',
  chapterCount: 6,
  targetMinutes: 30,
  ...extra,
});
