/** Finds the first kind of unsafe word in a text, whatever its language, spelling or disguise. */

import { foldText, phraseText } from './normalize';
import { ALLOWED_PHRASES, DISGUISED, WORD_LISTS, type UnsafeKind } from './word-lists';

interface CompiledList {
  readonly kind: UnsafeKind;
  readonly words: ReadonlySet<string>;
  readonly prefixes: readonly string[];
  readonly phrases: readonly string[];
}

const fold = (word: string) => foldText(word).trim();

const LISTS: readonly CompiledList[] = WORD_LISTS.map((list) => ({
  kind: list.kind,
  words: new Set(list.words.map(fold)),
  prefixes: list.prefixes.map(fold),
  phrases: list.phrases.map((phrase) => ` ${fold(phrase)} `),
}));

const ALLOWED = ALLOWED_PHRASES.map((phrase) => ` ${fold(phrase)} `);

/** "f*ck", "sh#t": a strong word with some letters starred out, first and last letters kept. */
const DISGUISES = DISGUISED.map(
  (word) =>
    new RegExp(
      `^${word[0]}${[...word.slice(1, -1)].map((letter) => `[${letter}*#]`).join('')}${word.slice(-1)}+(?:s|ed|er|ers|ing|a|as|o|os)?$`,
    ),
);

/** The words of a text, with letters typed one by one joined and stretched letters squeezed. */
function tokensOf(phrase: string): string[] {
  const tokens = phrase.trim().split(' ').filter(Boolean);
  const joined: string[] = [];
  let run = '';
  for (const token of [...tokens, '']) {
    if (token.length === 1) run += token;
    else {
      if (run.length >= 3) joined.push(run);
      run = '';
    }
  }
  return [...tokens, ...joined].flatMap((token) => {
    const squeezed = token.replace(/(.)\1{2,}/g, '$1');
    return squeezed === token ? [token] : [token, squeezed, token.replace(/(.)\1+/g, '$1')];
  });
}

export function findUnsafe(text: string): UnsafeKind | undefined {
  let phrase = phraseText(text);
  for (const allowed of ALLOWED) phrase = phrase.split(allowed).join(' ');
  const tokens = tokensOf(phrase);
  for (const list of LISTS) {
    if (list.phrases.some((p) => phrase.includes(p))) return list.kind;
    if (tokens.some((t) => list.words.has(t) || list.prefixes.some((p) => t.startsWith(p)))) return list.kind;
    if (list.kind === 'profanity' && tokens.some((t) => DISGUISES.some((d) => d.test(t)))) return list.kind;
  }
  return undefined;
}
