/**
 * Checks every written text before it is narrated, whichever writer wrote it: nothing the story safety
 * policy refuses (docs/decisions/030-story-safety-policy.md), and no sign of a template or a program
 * leaking through ({slot}, "undefined", "NaN").
 */

import { findUnsafe, type UnsafeCategory } from './find-unsafe';

export type GeneratedTextCheck = { ok: true } | { ok: false; reason: UnsafeCategory | 'malformed' };

const MALFORMED = /[{}<>]|\bundefined\b|\bNaN\b|\[object Object\]/;

// The language is part of the contract for writers to come; the word lists cover both languages.
export function checkGeneratedText(text: string, _language: 'en' | 'es'): GeneratedTextCheck {
  if (MALFORMED.test(text)) return { ok: false, reason: 'malformed' };
  const unsafe = findUnsafe(text);
  return unsafe ? { ok: false, reason: unsafe } : { ok: true };
}
