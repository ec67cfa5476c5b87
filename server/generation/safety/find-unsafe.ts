/**
 * Finds the first kind of harm in a text, whatever its language, spelling or disguise: a word that is
 * refused wherever it stands, or harmless words that are harmful together. The policy is
 * docs/decisions/030-story-safety-policy.md.
 */

import { findHarmfulCombination } from './combinations';
import { readText } from './lexicon';
import type { UnsafeCategory } from './word-lists';

export type { UnsafeCategory } from './word-lists';

const ORDER: readonly UnsafeCategory[] = [
  'self-harm',
  'sexual',
  'hate',
  'violence',
  'weapons',
  'horror',
  'drugs',
  'profanity',
];

/** Categories a pet's or a toy's name may fall in and still be a name: "a dog called Killer". */
const NAME_MAY_BE: ReadonlySet<UnsafeCategory> = new Set(['violence', 'weapons', 'horror']);

/** "a dog called Killer", "mi perro se llama Asesino": a capitalised name after "called" is a name. */
const NAMED = /\b(?:called|named|se llama|se llamaba|llamad[oa]s?)\s+(\p{Lu}[\p{L}'-]*)/gu;

function findInText(text: string): UnsafeCategory | undefined {
  const read = readText(text);
  const found = ORDER.find((category) => read.tags.some((tags) => tags.has(category)));
  return found ?? findHarmfulCombination(read);
}

export function findUnsafe(text: string): UnsafeCategory | undefined {
  const withoutNames = text.replace(NAMED, (whole, name: string) => {
    const category = findInText(name);
    return category && NAME_MAY_BE.has(category) ? whole.replace(name, 'Name') : whole;
  });
  return findInText(withoutNames);
}
