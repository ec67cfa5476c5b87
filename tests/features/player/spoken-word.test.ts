import { describe, expect, it } from 'vitest';
import { paragraphWords } from '@/contract/read-along';
import { sentencesOf, spokenWordAt } from '@/features/player/read-along/spoken-word';

// Which word is lit at a moment of the audio: a binary search over the words' starts.

const words = [0, 400, 800, 800, 1500, 3000].map((startMs) => ({ startMs }));

describe('spokenWordAt', () => {
  it('lights nothing before the first word (the title is being said)', () => {
    expect(spokenWordAt(words.slice(1), 0)).toBe(-1);
    expect(spokenWordAt(words.slice(1), 399.9)).toBe(-1);
  });

  it('lights a word from its start, and keeps it through the pause after it', () => {
    expect(spokenWordAt(words, 0)).toBe(0);
    expect(spokenWordAt(words, 399)).toBe(0);
    expect(spokenWordAt(words, 400)).toBe(1);
    expect(spokenWordAt(words, 2999)).toBe(4);
  });

  it('lights the last of words that start together', () => {
    expect(spokenWordAt(words, 800)).toBe(3);
  });

  it('keeps the last word lit after the end', () => {
    expect(spokenWordAt(words, 60_000)).toBe(5);
  });

  it('lights nothing without words', () => {
    expect(spokenWordAt([], 1000)).toBe(-1);
  });

  it('agrees with a walk through every word, over a long chapter', () => {
    const many = Array.from({ length: 2_001 }, (_, index) => ({ startMs: index * 250 + (index % 3) }));
    for (const ms of [0, 1, 249, 250, 251, 77_777, 250_000, 500_002, 900_000]) {
      const walked = many.findLastIndex((word) => word.startMs <= ms);
      expect(spokenWordAt(many, ms), `at ${ms} ms`).toBe(walked);
    }
  });
});

describe('sentencesOf', () => {
  it('cuts a paragraph after each sentence end, the last one unfinished too', () => {
    const paragraph = '"Look!" said Pip. The moon was in the water… And then';
    expect(sentencesOf(paragraphWords(paragraph))).toEqual([[0], [1, 2], [3, 4, 5, 6, 7, 8], [9, 10]]);
  });
});
