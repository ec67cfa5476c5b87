/**
 * Checks every written text before it is narrated, whichever writer wrote it: nothing unsafe, and no
 * sign of a template or a program leaking through ({slot}, "undefined", "NaN").
 */

import type { Language } from '../writer/types';
import { findUnsafe } from './find-unsafe';
import type { UnsafeKind } from './word-lists';

export type GeneratedTextCheck = { ok: true } | { ok: false; reason: UnsafeKind | 'malformed' };

const MALFORMED = /[{}<>]|\bundefined\b|\bNaN\b|\[object Object\]/;

// The language is part of the contract for writers to come; the word lists cover both languages.
export function checkGeneratedText(text: string, _language: Language): GeneratedTextCheck {
  if (MALFORMED.test(text)) return { ok: false, reason: 'malformed' };
  const unsafe = findUnsafe(text);
  return unsafe ? { ok: false, reason: unsafe } : { ok: true };
}
