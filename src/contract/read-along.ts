import { z } from 'zod';

// Read-along (issue 15): a chapter's text with each word's place in the audio. The server aligns the
// narrator's word timings to the paragraphs (server/modules/chapters/read-along-alignment.ts) and the
// player highlights the word being spoken; both cut the text into words with `paragraphWords`, so a
// word's index means the same thing on both sides (ADR 032).

/** A word of the text, `w`-th of paragraph `p`, spoken from `startMs` to `endMs` of the chapter's audio. */
export const ReadAlongWord = z.object({
  p: z.number().int().min(0),
  w: z.number().int().min(0),
  startMs: z.number().min(0),
  endMs: z.number().min(0),
});
export type ReadAlongWord = z.infer<typeof ReadAlongWord>;

export const ReadAlong = z.object({
  chapterId: z.uuid(),
  paragraphs: z.array(z.string()),
  /**
   * In reading order, `startMs` never decreasing. Null when the narrator gave no timings (an
   * OpenAI-compatible one) or they did not fit the text: the text reads as plain text then.
   */
  words: z.array(ReadAlongWord).nullable(),
});
export type ReadAlong = z.infer<typeof ReadAlong>;

/** A word as it stands in its paragraph: punctuation attached ("Hello!"), and where it sits. */
export interface TextWord {
  text: string;
  /** Index of its first character in the paragraph. */
  start: number;
  /** It ends a sentence (., !, ? or … before any closing quote or bracket). */
  endsSentence: boolean;
}

const SPACE_SEPARATED = /\S+/g;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const SENTENCE_END = /[.!?…][\s"'”’»)\]]*$/u;

/**
 * The words of a paragraph, as a reader sees them: runs between spaces that hold a letter or a digit
 * ("—", "…" alone are not words; "1,000" and "well-known" are one word each).
 */
export function paragraphWords(paragraph: string): TextWord[] {
  const words: TextWord[] = [];
  for (const match of paragraph.matchAll(SPACE_SEPARATED)) {
    const text = match[0];
    if (!HAS_LETTER_OR_DIGIT.test(text)) {
      // A lone "…" or "?" still closes the sentence of the word before it.
      const last = words.at(-1);
      if (last && SENTENCE_END.test(text)) last.endsSentence = true;
      continue;
    }
    words.push({ text, start: match.index, endsSentence: SENTENCE_END.test(text) });
  }
  return words;
}

/** What two spellings of a word have in common: lower case, letters and digits only ("It's" → "its"). */
export function wordKey(text: string): string {
  return text
    .normalize('NFC')
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]/gu, '');
}
