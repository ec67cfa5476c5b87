/**
 * Sentence-level text tools shared by the engine and its tests: where a sentence ends (dialogue aware,
 * so "“Look!” said Pip." and "—¡Mira! —dijo Pip." each stay one sentence), how many words a text has,
 * and how short sentences are joined into longer ones for older listeners.
 */

import type { Language } from '../../types';
import type { Random } from '../random';

/** A sentence ends at . ! ? … (and a closing quote) when the next one starts with a capital. */
const BOUNDARY = /(?<=[.!?…]["”»]?)\s+(?=[¡¿“"«—]*\p{Lu})/u;

export function splitSentences(text: string): string[] {
  return text
    .split(BOUNDARY)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
}

export function countWords(text: string): number {
  let words = 0;
  for (const token of text.split(/\s+/)) if (/[\p{L}\p{N}]/u.test(token)) words++;
  return words;
}

/** Upper-cases the first letter, looking past opening marks (¡ ¿ “ —). */
export function capitalizeStart(text: string): string {
  return text.replace(
    /^([¡¿“"«—]*)(\p{Ll})/u,
    (_m, open: string, letter: string) => open + letter.toUpperCase(),
  );
}

function joinable(sentence: string): boolean {
  return (
    /^[\p{L}]/u.test(sentence) &&
    sentence.endsWith('.') &&
    // Dialogue, questions, exclamations and lists after a colon stay as they are.
    !/[“”"—¿¡?!:«»]/.test(sentence) &&
    splitSentences(sentence).length === 1
  );
}

function joiner(current: string, next: string, language: Language, random: Random): string {
  // One "and" per sentence at most; a second joint is a semicolon.
  const hasAnd = (text: string) => (language === 'es' ? /, [ye] /.test(text) : /, and /.test(text));
  if (hasAnd(current) || hasAnd(next) || random.chance(0.2)) return '; ';
  if (language === 'es') {
    // "y" becomes "e" before an i sound: "y Inés" would be wrong, "e Inés" is right.
    return /^(i|hi)(?![aeouáéó])/i.test(next) ? ', e ' : ', y ';
  }
  return ', and ';
}

/**
 * Joins neighbouring narrative sentences so that older listeners hear flowing prose: up to three
 * sentences, with one "and" and one semicolon at most. Dialogue, questions and exclamations are never
 * joined; neither are sentences that are long already.
 */
export function joinSentences(
  sentences: readonly string[],
  share: number,
  maxWords: number,
  language: Language,
  random: Random,
): string[] {
  const result: string[] = [];
  let current: string | undefined;
  let joints = 0;
  for (const sentence of sentences) {
    if (
      current !== undefined &&
      joints < 2 &&
      // A sentence that starts with a capital (a name, or a new sentence inside a line) stands alone.
      /^\p{Ll}/u.test(sentence) &&
      joinable(current) &&
      joinable(sentence) &&
      // "…, and but it was…": a sentence that starts with a conjunction stands alone.
      !/^(and|but|so|or|then|y|e|pero|o|así que|luego)\b/i.test(sentence) &&
      countWords(current) + countWords(sentence) <= maxWords &&
      (current.includes(';') ? !sentence.includes(';') : true) &&
      random.chance(share)
    ) {
      current = current.slice(0, -1) + joiner(current, sentence, language, random) + sentence;
      joints++;
      continue;
    }
    if (current !== undefined) result.push(current);
    current = sentence;
    joints = 0;
  }
  if (current !== undefined) result.push(current);
  return result;
}

/**
 * For the youngest listeners: a long narrative sentence made of two halves joined by "and" or "but"
 * becomes two short ones ("…in a storm. And now it was…"), the way picture books are written.
 */
/** Words that start a clause with its own subject, so the half after "and" can stand alone. */
const CLAUSE_START: Record<Language, RegExp> = {
  en: /^(it|they|he|she|we|i|you|the|everyone|everybody|nobody|someone|then|now|soon|there)\b/,
  // Spanish leaves the subject out: a clause may start with a pronoun or straight with a past-tense verb.
  es: /^(el|la|los|las|todos|nadie|alguien|entonces|luego|ahora|allí|se|le|les|lo|me|te|nos|\p{L}+(?:ó|aron|ieron|aba|aban|ía|ían))(?=[\s,])/u,
};

/** The fewest words a sentence split off for the youngest may have: a scrap of three is no sentence. */
export const MIN_TODDLER_SENTENCE = 4;

export function splitForToddlers(sentences: readonly string[], language: Language): string[] {
  const seam = language === 'es' ? /, (y|e|pero) / : /, (and|but) /;
  return sentences.flatMap((sentence) => {
    // Speech, and a question or an exclamation ("¿…, y adónde fueron?" has one pair of marks), stay whole.
    if (/[“”"—«»]/.test(sentence) || /[?!]$/.test(sentence) || countWords(sentence) < 9) return [sentence];
    const match = seam.exec(sentence);
    if (!match) return [sentence];
    const first = sentence.slice(0, match.index);
    const rest = sentence.slice(match.index + 2);
    const afterConjunction = rest.slice((match[1] ?? '').length + 1);
    if (
      countWords(first) < MIN_TODDLER_SENTENCE ||
      countWords(rest) < MIN_TODDLER_SENTENCE ||
      !CLAUSE_START[language].test(afterConjunction)
    ) {
      return [sentence];
    }
    return [`${first}.`, capitalizeStart(rest)];
  });
}
