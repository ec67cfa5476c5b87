/**
 * Reads a parent's custom ideas as story material, never as instructions. Only words from our own
 * lexicon come out (a pet, a place, favourite things, a colour) plus, for a pet, a name that looks
 * like a name (one capitalised word after "called", "named", "llamado"…, right after the pet word as
 * in "mi perro Toby", or before it as in "Toby the cat"). Nothing else from the text reaches a story.
 */

import type { FavouriteKind } from '../builtin/compose/world';
import type { SettingKey, Skill } from '../builtin/content/content-types';
import { noun, type Gender, type GenderCode, type Noun } from '../builtin/grammar/noun';
import { COLOUR_WORDS, PET_WORDS, PLACE_WORDS, THING_WORDS, type ColourWord } from './idea-lexicon';

export interface IdeaPet {
  readonly key: string;
  readonly noun: Noun;
  readonly skill: Skill;
  readonly name: string | undefined;
}

export interface IdeaFavourite {
  readonly key: string;
  readonly noun: Noun;
  readonly kind: FavouriteKind;
}

export interface StoryIdeas {
  /** The ideas as plain text (control characters and runs of spaces removed), for writers that read prose. */
  readonly text: string;
  readonly pet: IdeaPet | undefined;
  readonly place: SettingKey | undefined;
  readonly favourites: readonly IdeaFavourite[];
}

interface Token {
  readonly raw: string;
  readonly folded: string;
}

interface Hit<T> {
  readonly entry: T;
  readonly word: string;
  readonly index: number;
  readonly length: number;
  readonly spanish: boolean;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const NAME_MARKERS = [['called'], ['named'], ['llamado'], ['llamada'], ['se', 'llama'], ['de', 'nombre']];
/** Capitalised words that start sentences rather than name pets. */
const NOT_NAMES = new Set(
  'i the my a an and he she it we they our his her el la mi un una y que es walk take feed love play have find help meet see with'.split(
    ' ',
  ),
);

export function cleanIdeasText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function tokenize(text: string): Token[] {
  return [...text.matchAll(/[\p{L}\p{N}'’-]+/gu)].map((m) => ({ raw: m[0], folded: fold(m[0]) }));
}

/** Every occurrence of every word of a lexicon, earliest first, longer phrases first at a tie. */
function hits<T>(
  tokens: readonly Token[],
  entries: readonly T[],
  words: (entry: T) => [string, boolean][],
): Hit<T>[] {
  const found: Hit<T>[] = [];
  for (const entry of entries) {
    for (const [word, spanish] of words(entry)) {
      const parts = fold(word).split(' ');
      for (let i = 0; i <= tokens.length - parts.length; i++) {
        if (parts.every((part, k) => tokens[i + k]?.folded === part)) {
          found.push({ entry, word, index: i, length: parts.length, spanish });
        }
      }
    }
  }
  return found.sort((a, b) => a.index - b.index || b.length - a.length);
}

const both = (en: readonly string[], es: readonly string[]): [string, boolean][] => [
  ...en.map((word): [string, boolean] => [word, false]),
  ...es.map((word): [string, boolean] => [word, true]),
];

function looksLikeName(token: Token | undefined): boolean {
  return token !== undefined && /^\p{Lu}\p{Ll}{1,14}$/u.test(token.raw) && !NOT_NAMES.has(token.folded);
}

/** The index of the pet's name among the tokens, if the parent gave one. */
function nameIndex(tokens: readonly Token[], hit: Hit<unknown>): number | undefined {
  const markedAt = (at: number) => {
    for (const marker of NAME_MARKERS) {
      if (
        marker.every((word, k) => tokens[at + k]?.folded === word) &&
        looksLikeName(tokens[at + marker.length])
      ) {
        return at + marker.length;
      }
    }
    return undefined;
  };
  const after = hit.index + hit.length;
  const marked = markedAt(after);
  if (marked !== undefined) return marked;
  if (looksLikeName(tokens[after])) return after;
  if (
    ['the', 'el', 'la'].includes(tokens[hit.index - 1]?.folded ?? '') &&
    looksLikeName(tokens[hit.index - 2])
  ) {
    return hit.index - 2;
  }
  for (let i = 0; i < tokens.length; i++) {
    const found = markedAt(i);
    if (found !== undefined) return found;
  }
  return undefined;
}

function readPet(tokens: readonly Token[]): { pet: IdeaPet; nameAt: number | undefined } | undefined {
  const [hit] = hits(tokens, PET_WORDS, (p) =>
    both(
      p.en,
      p.es.map(([word]) => word),
    ),
  );
  if (!hit) return undefined;
  const pet = hit.entry;
  const [esWord, gender] = (hit.spanish ? pet.es.find(([word]) => word === hit.word) : pet.es[0]) ?? [
    'mascota',
    'f',
  ];
  const nameAt = nameIndex(tokens, hit);
  const name = nameAt === undefined ? undefined : tokens[nameAt]?.raw;
  return {
    pet: { key: pet.key, skill: pet.skill, noun: noun(pet.en[0] ?? pet.key, esWord, gender), name },
    nameAt,
  };
}

function colourNear(tokens: readonly Token[], hit: Hit<unknown>): ColourWord | undefined {
  // English puts the colour first ("a red kite"); Spanish after ("una cometa roja").
  const neighbour = hit.spanish ? tokens[hit.index + hit.length]?.folded : tokens[hit.index - 1]?.folded;
  return COLOUR_WORDS.find((colour) => colour.words.some((word) => fold(word) === neighbour));
}

function colouredSpanish(colour: ColourWord, gender: Gender, plural: boolean): string {
  const single = gender === 'f' ? colour.es[1] : colour.es[0];
  return plural ? single + (/[aeiou]$/.test(single) ? 's' : 'es') : single;
}

function readFavourites(tokens: readonly Token[], skip: (index: number) => boolean): IdeaFavourite[] {
  const favourites: IdeaFavourite[] = [];
  for (const hit of hits(tokens, THING_WORDS, (t) => both(t.en, t.es))) {
    const thing = hit.entry;
    if (skip(hit.index) || favourites.some((f) => f.key === thing.key)) continue;
    const [en, es, code] = thing.item;
    const colour = thing.colourable ? colourNear(tokens, hit) : undefined;
    const gender: Gender = code.startsWith('f') ? 'f' : 'm';
    const item = colour
      ? noun(
          `${colour.en} ${en}`,
          `${es} ${colouredSpanish(colour, gender, code.endsWith('p'))}`,
          code as GenderCode,
        )
      : noun(en, es, code as GenderCode);
    favourites.push({ key: thing.key, kind: thing.kind, noun: item });
  }
  return favourites.slice(0, 3);
}

export function parseStoryIdeas(ideas: string | undefined): StoryIdeas {
  const text = cleanIdeasText(ideas ?? '');
  const tokens = tokenize(text);
  const found = readPet(tokens);
  // A pet called Luna does not send the story to the moon.
  const skip = (index: number) => index === found?.nameAt;
  const place = hits(tokens, PLACE_WORDS, (p) => both(p.en, p.es)).find((hit) => !skip(hit.index))?.entry.key;
  return { text, pet: found?.pet, place, favourites: readFavourites(tokens, skip) };
}
