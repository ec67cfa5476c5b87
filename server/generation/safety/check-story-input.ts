/**
 * Checks a parent's title and custom ideas before anything is written. Both are story material, never
 * instructions: they are checked for length, contact details and unsafe words, and the ideas are read
 * into story elements (a pet, a place, favourite things) that a writer can use without quoting them.
 */

import type { Language } from '../writer/types';
import { parseStoryIdeas, type StoryIdeas } from '../writer/ideas/parse-ideas';
import { findUnsafe } from './find-unsafe';
import { rejectionMessage, type InputField, type InputRejection, type Message } from './messages';

export const TITLE_MAX_CHARACTERS = 100;
export const IDEAS_MAX_CHARACTERS = 500;

export interface StoryInput {
  title?: string | undefined;
  customIdeas?: string | undefined;
  language: Language;
}

export type StoryInputCheck =
  | { ok: true; ideas: StoryIdeas }
  | { ok: false; field: InputField; reason: InputRejection; message: Message };

const CONTACT_DETAILS = [
  /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/u,
  /\b(?:https?:\/\/|www\.)\S+/i,
  /\b[\p{L}\p{N}-]+\.(?:com|net|org|es|io|co|uk|app|me|info)\b/iu,
  // Seven or more digits, perhaps with spaces, dots or dashes between them: a phone number.
  /(?:\+?\d[\s.-]?){7,}/,
];

function problemWith(text: string, limit: number): InputRejection | undefined {
  if ([...text].length > limit) return 'too-long';
  if (CONTACT_DETAILS.some((pattern) => pattern.test(text))) return 'personal-info';
  return findUnsafe(text);
}

export function checkStoryInput(input: StoryInput): StoryInputCheck {
  const fields: [InputField, string, number][] = [
    ['title', input.title?.trim() ?? '', TITLE_MAX_CHARACTERS],
    ['customIdeas', input.customIdeas?.trim() ?? '', IDEAS_MAX_CHARACTERS],
  ];
  for (const [field, text, limit] of fields) {
    const reason = problemWith(text, limit);
    if (reason) return { ok: false, field, reason, message: rejectionMessage(field, reason, limit) };
  }
  return { ok: true, ideas: parseStoryIdeas(input.customIdeas) };
}
