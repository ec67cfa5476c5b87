/**
 * Checks every written text before it is narrated, whichever writer wrote it: nothing the story safety
 * policy refuses (docs/decisions/030-story-safety-policy.md), and no sign of a template or a program
 * leaking through ({slot}, "undefined", "NaN").
 */

import { findUnsafe, type UnsafeCategory } from './find-unsafe';

export type GeneratedTextCheck = { ok: true } | { ok: false; reason: UnsafeCategory | 'malformed' };

const MALFORMED = /[{}<>]|\bundefined\b|\bNaN\b|\[object Object\]/;

/** Text that looks like a template or a program; a parent's title is refused for it at the door too. */
export const looksMalformed = (text: string): boolean => MALFORMED.test(text);

// The language is part of the contract for writers to come; the word lists cover both languages.
export function checkGeneratedText(text: string, _language: 'en' | 'es'): GeneratedTextCheck {
  if (looksMalformed(text)) return { ok: false, reason: 'malformed' };
  const unsafe = findUnsafe(text);
  return unsafe ? { ok: false, reason: unsafe } : { ok: true };
}
