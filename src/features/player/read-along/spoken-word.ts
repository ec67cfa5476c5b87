import type { ReadAlongWord, TextWord } from '@/contract/read-along';

// Which word the narrator is saying, and where the sentences start (issue 15): what the Read tab
// highlights and what a tap on a sentence seeks to.

/**
 * The index of the word being said at `ms` of the chapter's audio: the last one started at or before
 * it (it stays lit through the pause after it), or -1 before the first. Binary search: `words` is
 * sorted by `startMs`, as the server gives it.
 */
export function spokenWordAt(words: readonly Pick<ReadAlongWord, 'startMs'>[], ms: number): number {
  let low = 0;
  let high = words.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (words[middle]!.startMs <= ms) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** A paragraph's words cut into sentences: each sentence as the indexes of its words. */
export function sentencesOf(words: readonly TextWord[]): number[][] {
  const sentences: number[][] = [];
  let current: number[] = [];
  words.forEach((word, index) => {
    current.push(index);
    if (word.endsSentence) {
      sentences.push(current);
      current = [];
    }
  });
  if (current.length > 0) sentences.push(current);
  return sentences;
}

/** `p:w`, the key of a word of the text in the maps below. */
export const wordId = (p: number, w: number) => `${p}:${w}`;

/** Each timed word's start, by `wordId`. */
export function startsByWord(words: readonly ReadAlongWord[]): Map<string, number> {
  return new Map(words.map((word) => [wordId(word.p, word.w), word.startMs]));
}
