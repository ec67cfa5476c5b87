/**
 * The word lists compiled for lookup, and a text read against them: which tags (an unsafe category
 * or a concept) each token carries, once the harmless phrases are taken out.
 */

import { foldText, tokenize } from './normalize';
import { stemOf, type StemLanguage } from './stem';
import {
  ALLOWED_PHRASES,
  CATEGORY_WORDS,
  CONCEPT_WORDS,
  HARMLESS_WORDS,
  type Concept,
  type Lexicon,
  type UnsafeCategory,
} from './word-lists';

export type Tag = UnsafeCategory | Concept;

const LANGUAGES: readonly StemLanguage[] = ['en', 'es'];

/** One word of an entry: a spelling that must be typed as is, or a stem in one language. */
type WordMatcher = { exact: string } | { stem: string; language: StemLanguage };

interface Entry<T extends string> {
  tag: T;
  words: WordMatcher[];
}

/** A token as the lists see it: its spellings, and their stems in each language. */
export interface ReadToken {
  readonly forms: ReadonlySet<string>;
  readonly stems: Readonly<Record<StemLanguage, ReadonlySet<string>>>;
  /** A pronoun fixed to a Spanish verb ("matarlo": lo), which says who the act is done to. */
  readonly clitic: string | undefined;
  readonly clause: number;
}

const keyOf = (word: WordMatcher) => ('exact' in word ? `=${word.exact}` : `${word.language}:${word.stem}`);

function entriesOf<T extends string>(lexicon: Lexicon<T>): Entry<T>[] {
  return LANGUAGES.flatMap((language) =>
    lexicon[language]
      .split(/[,\n]/)
      .map((entry) => foldText(entry).trim())
      .filter(Boolean)
      .map((entry) => ({
        tag: lexicon.tag,
        words: entry
          .split(/\s+/)
          .map((word) =>
            word.startsWith('=') ? { exact: word.slice(1) } : { stem: stemOf(word, language).stem, language },
          ),
      })),
  );
}

/** Entries by the key of their first word, so a token finds its candidates at once. */
function indexOf<T extends string>(entries: readonly Entry<T>[]): Map<string, Entry<T>[]> {
  const index = new Map<string, Entry<T>[]>();
  for (const entry of entries) {
    const key = keyOf(entry.words[0] as WordMatcher);
    index.set(key, [...(index.get(key) ?? []), entry]);
  }
  return index;
}

const TAGGED = indexOf<Tag>([...CATEGORY_WORDS, ...CONCEPT_WORDS].flatMap(entriesOf));
const ALLOWED = indexOf(entriesOf(ALLOWED_PHRASES));
const HARMLESS = new Set(HARMLESS_WORDS);

/** Strong words that are often typed with letters starred out ("f*ck", "p*ta", "dr*gs"). */
const STARRABLE = [...CATEGORY_WORDS.flatMap((lexicon) => `${lexicon.en},${lexicon.es}`.split(/[,\n]/))]
  .map((entry) => foldText(entry).trim().replace(/^=/, ''))
  .filter((entry) => /^[a-zñ]{3,}$/.test(entry));

function unstarred(form: string): string[] {
  if (!/[*#]/.test(form)) return [];
  const pattern = new RegExp(`^${form.replace(/[*#]+/g, (stars) => `[a-zñ]{1,${stars.length + 1}}`)}$`);
  return STARRABLE.filter((word) => pattern.test(word));
}

function readToken(forms: readonly string[], clause: number): ReadToken {
  // "ninas" and "niñas" are one word to the lists: parents often type without ñ.
  const all = new Set(
    forms.flatMap((form) => [form, ...unstarred(form)]).flatMap((form) => [form, form.replace(/ñ/g, 'n')]),
  );
  const stems = { en: new Set<string>(), es: new Set<string>() };
  let clitic: string | undefined;
  for (const form of all) {
    if (HARMLESS.has(form)) continue;
    stems.en.add(stemOf(form, 'en').stem);
    stems.es.add(stemOf(form, 'es', false).stem);
    const withPronoun = stemOf(form, 'es');
    stems.es.add(withPronoun.stem);
    clitic ??= withPronoun.clitic;
  }
  return { forms: all, stems, clitic, clause };
}

function wordMatches(token: ReadToken | undefined, word: WordMatcher): boolean {
  if (!token) return false;
  return 'exact' in word ? token.forms.has(word.exact) : token.stems[word.language].has(word.stem);
}

function keysOf(token: ReadToken): string[] {
  return [
    ...[...token.forms].map((form) => `=${form}`),
    ...LANGUAGES.flatMap((language) => [...token.stems[language]].map((stem) => `${language}:${stem}`)),
  ];
}

/** The entries that start at `at` and match there, with how many tokens each covers. */
function matchesAt<T extends string>(
  tokens: readonly ReadToken[],
  at: number,
  index: Map<string, Entry<T>[]>,
) {
  const token = tokens[at] as ReadToken;
  const candidates = new Set(keysOf(token).flatMap((key) => index.get(key) ?? []));
  return [...candidates].filter((entry) =>
    entry.words.every((word, offset) => {
      const other = tokens[at + offset];
      return other?.clause === token.clause && wordMatches(other, word);
    }),
  );
}

export interface ReadText {
  tokens: ReadToken[];
  /** The tags each token carries (a phrase's tag is on its first word). */
  tags: Set<Tag>[];
}

/** Reads a text against the word lists, the harmless phrases taken out first. */
export function readText(text: string): ReadText {
  const tokens = tokenize(text).map((token) => readToken(token.forms, token.clause));
  const allowed = new Set<number>();
  tokens.forEach((_token, at) => {
    for (const entry of matchesAt(tokens, at, ALLOWED)) {
      entry.words.forEach((_word, offset) => allowed.add(at + offset));
    }
  });
  const tags = tokens.map((_token, at) =>
    allowed.has(at) ? new Set<Tag>() : new Set(matchesAt(tokens, at, TAGGED).map((entry) => entry.tag)),
  );
  return { tokens, tags };
}
