/**
 * Checks a parent's title, ideas and description before anything is written, by the story safety
 * policy (docs/decisions/030-story-safety-policy.md). They are story material, never instructions: they
 * are checked for length, personal data and harm, and the answer is a verdict only. Reading the ideas
 * into story elements is each writer's own business.
 */

import { looksMalformed } from './check-generated-text';
import { findUnsafe } from './find-unsafe';
import {
  markupMessage,
  refusalMessage,
  tooLongMessage,
  type InputField,
  type InputRejection,
  type Message,
} from './messages';
import { hasPersonalData } from './personal-data';
import { suggestionFor, type RefusedCategory } from './suggestions';

export type StoryLanguage = 'en' | 'es';

export const TITLE_MAX_CHARACTERS = 100;
export const IDEAS_MAX_CHARACTERS = 500;
export const DESCRIPTION_MAX_CHARACTERS = 1000;

/** The verdict on one text: refused with a category and a gentler idea, in the request's language. */
export type TextVerdict = { ok: true } | { ok: false; category: RefusedCategory; suggestion: string };

export function judgeStoryText(text: string, language: StoryLanguage): TextVerdict {
  const category: RefusedCategory | undefined = hasPersonalData(text) ? 'personal-data' : findUnsafe(text);
  return category
    ? { ok: false, category, suggestion: suggestionFor(category, text)[language] }
    : { ok: true };
}

export interface StoryInput {
  title?: string | undefined;
  customIdeas?: string | undefined;
  description?: string | undefined;
  language: StoryLanguage;
}

export type StoryInputCheck =
  { ok: true } | { ok: false; field: InputField; category: InputRejection; message: Message };

const LIMITS: Record<InputField, number> = {
  title: TITLE_MAX_CHARACTERS,
  customIdeas: IDEAS_MAX_CHARACTERS,
  description: DESCRIPTION_MAX_CHARACTERS,
};

/** The first field that is refused, with why and a kind message in both languages; else ok. */
export function checkStoryInput(input: StoryInput): StoryInputCheck {
  for (const field of ['title', 'customIdeas', 'description'] as const) {
    const text = input[field]?.trim() ?? '';
    if ([...text].length > LIMITS[field]) {
      return { ok: false, field, category: 'too-long', message: tooLongMessage(field, LIMITS[field]) };
    }
    // The title and description are printed as given, so the written-text check reads them: what it
    // would refuse there (and archive the story for) is refused here, kindly, before anything is made.
    if (field !== 'customIdeas' && looksMalformed(text)) {
      return { ok: false, field, category: 'markup', message: markupMessage(field) };
    }
    const verdict = judgeStoryText(text, input.language);
    if (!verdict.ok) {
      const message = refusalMessage(field, verdict.category, suggestionFor(verdict.category, text));
      return { ok: false, field, category: verdict.category, message };
    }
  }
  return { ok: true };
}
