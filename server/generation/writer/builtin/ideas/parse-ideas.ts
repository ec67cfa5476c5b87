/**
 * Reads a parent's custom ideas as story material, never as instructions. Only words from our own
 * lexicons come out (a pet, a place, favourite things, a colour, people, a situation) plus names that
 * look like names (one capitalised word after "called", "named", "llamado"…, right after the word as
 * in "mi perro Toby" or "a brother named Hugo", or before it as in "Toby the cat"), and the child
 * the ideas are about when they open with one ("Lucía y su perro Toby…"). Nothing else from the text
 * reaches a story.
 */

import type { SettingKey } from '../content/content-types';
import { noun, type Gender, type GenderCode, type Noun } from '../grammar/noun';
import type { FavouriteKind } from '../story/cast';
import { COLOUR_WORDS, PET_WORDS, PLACE_WORDS, THING_WORDS, type ColourWord } from './idea-lexicon';
import {
  GENDER_WORDS,
  PERSON_WORDS,
  SITUATION_WORDS,
  type PersonWord,
  type Relation,
  type Situation,
} from './idea-people';

export interface IdeaPet {
  /** The kind of companion (world/species.ts). */
  readonly key: string;
  /** As the parent said it: "dog" / "perra". */
  readonly noun: Noun;
  readonly name: string | undefined;
}

export interface IdeaPerson {
  readonly relation: Relation;
  readonly name: string | undefined;
  /** "brother" / "hermano": the word the story uses beside the name. */
  readonly noun: Noun;
  /** From the word itself ("sister", "amiga"); unknown for an English "friend" or "cousin". */
  readonly gender: Gender | undefined;
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
  /** The parent's own word for the place ("park"), when it is not the setting's own name. */
  readonly placeWord: Noun | undefined;
  readonly favourites: readonly IdeaFavourite[];
  readonly people: readonly IdeaPerson[];
  readonly situations: readonly Situation[];
  /** The child the ideas are about, when they name one: "Lucía y su perro Toby…". */
  readonly heroName: string | undefined;
  /** Only from the parent's own words ("he", "mi hija", "tímida"); otherwise the story stays neutral. */
  readonly heroGender: Gender | undefined;
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

const NAME_MARKERS = [
  ['called'],
  ['named'],
  ['llamado'],
  ['llamada'],
  ['que', 'se', 'llama'],
  ['se', 'llama'],
  ['de', 'nombre'],
];
/** Capitalised words that start sentences rather than name pets. */
const NOT_NAMES = new Set(
  'i the my a an and he she it we they our his her el la mi un una y que es walk take feed love play have find help meet see with grandma grandpa mum dad'.split(
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
function nameIndex(tokens: readonly Token[], hit: Hit<unknown>, anywhere = true): number | undefined {
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
  if (!anywhere) return undefined;
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
    pet: { key: pet.key, noun: noun(pet.en[0] ?? pet.key, esWord, gender), name },
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

function readPeople(tokens: readonly Token[], taken: Set<number>): IdeaPerson[] {
  const people: IdeaPerson[] = [];
  const found = hits(tokens, PERSON_WORDS, (p) =>
    both(
      p.en,
      p.es.map(([word]) => word),
    ),
  );
  const covered = new Set<number>();
  for (const hit of found) {
    if (covered.has(hit.index) || taken.has(hit.index)) continue;
    for (let k = 0; k < hit.length; k++) covered.add(hit.index + k);
    const person: PersonWord = hit.entry;
    // "a robot friend" is the robot, not a friend of its own.
    if (person.relation === 'friend' && taken.has(hit.index - 1)) continue;
    const [esWord, gender] = (hit.spanish ? person.es.find(([word]) => word === hit.word) : undefined) ??
      person.es[0] ?? ['amigo', 'm'];
    const nameAt = nameIndex(tokens, hit, false);
    if (nameAt !== undefined) taken.add(nameAt);
    const name = nameAt === undefined ? undefined : tokens[nameAt]?.raw;
    if (people.some((p) => p.relation === person.relation && p.name === name)) continue;
    const enWord = hit.spanish ? (person.en.at(-1) ?? person.relation) : hit.word.toLowerCase();
    const known = hit.spanish || !['friend', 'cousin'].includes(person.relation);
    people.push({
      relation: person.relation,
      name,
      noun: noun(enWord, esWord, gender),
      gender: known ? gender : undefined,
    });
  }
  return people.slice(0, 3);
}

/** "Lucía y su perro Toby…", "my daughter Ava": the child the ideas are about. */
function readHero(tokens: readonly Token[]): { name: string; gender: Gender | undefined } | undefined {
  const [first, second, third] = tokens;
  if (looksLikeName(first) && ['and', 'y'].includes(second?.folded ?? '')) {
    if (['her', 'his', 'their', 'su', 'sus'].includes(third?.folded ?? ''))
      return { name: first!.raw, gender: undefined };
  }
  for (let i = 0; i < tokens.length - 2; i++) {
    const [own, who, name] = [tokens[i], tokens[i + 1], tokens[i + 2]];
    if (!['my', 'our', 'mi', 'nuestra', 'nuestro'].includes(own?.folded ?? '') || !looksLikeName(name))
      continue;
    if (['daughter', 'hija', 'nena', 'girl'].includes(who?.folded ?? ''))
      return { name: name!.raw, gender: 'f' };
    if (['son', 'hijo', 'nene', 'boy'].includes(who?.folded ?? '')) return { name: name!.raw, gender: 'm' };
  }
  return undefined;
}

function readSituations(folded: string): Situation[] {
  const padded = ` ${folded.replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  const found = SITUATION_WORDS.filter(({ words }) =>
    words.some((word) => padded.includes(` ${fold(word)} `)),
  );
  return found.map(({ situation }) => situation);
}

function readGender(tokens: readonly Token[], people: readonly IdeaPerson[]): Gender | undefined {
  // "Grandma bakes cookies; she…" speaks of grandma: a pronoun counts only when no grown-up or
  // sibling of that gender is in the ideas.
  const votes = (gender: Gender) =>
    people.some((p) => p.gender === gender)
      ? 0
      : tokens.filter((t) => GENDER_WORDS[gender].includes(t.folded)).length;
  const [he, she] = [votes('m'), votes('f')];
  return he > she ? 'm' : she > he ? 'f' : undefined;
}

const PARENT_PLACE_WORDS: Record<string, Noun> = {
  park: noun('park', 'parque', 'm'),
  parque: noun('park', 'parque', 'm'),
  backyard: noun('back garden', 'jardín de casa', 'm'),
  huerto: noun('vegetable garden', 'huerto', 'm'),
  pond: noun('pond', 'estanque', 'm'),
  estanque: noun('pond', 'estanque', 'm'),
  river: noun('river', 'río', 'm'),
  rio: noun('river', 'río', 'm'),
  sea: noun('seaside', 'mar', 'm'),
  mar: noun('seaside', 'mar', 'm'),
  beach: noun('beach', 'playa', 'f'),
  playa: noun('beach', 'playa', 'f'),
  woods: noun('woods', 'bosque', 'm'),
  snow: noun('snow', 'nieve', 'f'),
  nieve: noun('snow', 'nieve', 'f'),
};

export function parseStoryIdeas(ideas: string | undefined): StoryIdeas {
  const text = cleanIdeasText(ideas ?? '');
  const tokens = tokenize(text);
  const found = readPet(tokens);
  const hero = readHero(tokens);
  const taken = new Set<number>();
  if (found?.nameAt !== undefined) taken.add(found.nameAt);
  if (found) {
    const petAt = tokens.findIndex((t) => fold(found.pet.noun.en.text).split(' ')[0] === t.folded);
    if (petAt >= 0) taken.add(petAt);
  }
  const people = readPeople(tokens, taken);
  // A pet called Luna does not send the story to the moon.
  const skip = (index: number) => taken.has(index);
  const placeHit = hits(tokens, PLACE_WORDS, (p) => both(p.en, p.es)).find((hit) => !skip(hit.index));
  const situations = readSituations(fold(text));
  return {
    text,
    pet: found?.pet,
    place: placeHit?.entry.key,
    placeWord: placeHit ? PARENT_PLACE_WORDS[fold(placeHit.word)] : undefined,
    favourites: readFavourites(tokens, skip),
    people: people.filter((p) => p.name === undefined || p.name !== hero?.name),
    situations,
    heroName: hero?.name,
    heroGender: hero?.gender ?? readGender(tokens, people),
  };
}
