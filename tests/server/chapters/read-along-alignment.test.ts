import { describe, expect, it } from 'vitest';
import { paragraphWords, wordKey } from '../../../src/contract/read-along';
import { alignReadAlong, type SpokenWord } from '../../../server/modules/chapters/read-along-alignment';

/**
 * Putting a narrator's word timings on the chapter's words: the title spoken first, words spoken
 * another way than written, words missing or added, and timings that are not of this text at all.
 */

/** Spoken words 400 ms apart, each 300 ms long, in the order given. */
function spoken(...words: string[]): SpokenWord[] {
  return words.map((word, index) => ({ word, startMs: index * 400, endMs: index * 400 + 300 }));
}

const startsOf = (words: ReturnType<typeof alignReadAlong>) => words?.map((word) => word.startMs);

describe('paragraphWords', () => {
  it('keeps punctuation on its word and marks sentence ends', () => {
    const words = paragraphWords('"Hello!" said Mr. Fox — who had 1,000 stars… «¿Sí?» No.');
    expect(words.map((word) => word.text)).toEqual([
      '"Hello!"',
      'said',
      'Mr.',
      'Fox',
      'who',
      'had',
      '1,000',
      'stars…',
      '«¿Sí?»',
      'No.',
    ]);
    expect(words.filter((word) => word.endsSentence).map((word) => word.text)).toEqual([
      '"Hello!"',
      'Mr.',
      'stars…',
      '«¿Sí?»',
      'No.',
    ]);
    expect(words[3]?.start).toBe('"Hello!" said Mr. '.length);
  });

  it('lets a lone ellipsis close the sentence before it', () => {
    expect(paragraphWords('And then … silence').map((word) => word.endsSentence)).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('compares words whatever their case and punctuation', () => {
    expect(wordKey('"It’s')).toBe('its');
    expect(wordKey('¿Dónde?')).toBe('dónde');
    expect(wordKey('1,000')).toBe('1000');
  });
});

describe('alignReadAlong', () => {
  it('times every word when the narrator said exactly the text', () => {
    const words = alignReadAlong('', ['One two.', 'Three four'], spoken('One', 'two', 'Three', 'four'));
    expect(words).toEqual([
      { p: 0, w: 0, startMs: 0, endMs: 300 },
      { p: 0, w: 1, startMs: 400, endMs: 700 },
      { p: 1, w: 0, startMs: 800, endMs: 1100 },
      { p: 1, w: 1, startMs: 1200, endMs: 1500 },
    ]);
  });

  it('leaves out the title spoken before the text', () => {
    const words = alignReadAlong(
      'Chapter 1: The Fox',
      ['The fox ran home.'],
      spoken('Chapter', '1', 'The', 'Fox', 'The', 'fox', 'ran', 'home'),
    );
    expect(startsOf(words)).toEqual([1600, 2000, 2400, 2800]);
  });

  it('copes with a title that was not spoken', () => {
    const words = alignReadAlong('The Fox', ['The fox ran home.'], spoken('The', 'fox', 'ran', 'home'));
    expect(startsOf(words)).toEqual([0, 400, 800, 1200]);
  });

  it('pairs words spoken otherwise than written: case, apostrophes, numbers, accents', () => {
    // How espeak reports them: "It's" as "It", "1,000" as "1," then ",0", "3.5" with stray ".5" pieces.
    const words = alignReadAlong(
      '',
      ["It's 1,000 stars and 3.5 moons, ¿sí?"],
      spoken('It', '1,', ',0', 'stars', 'and', '3.5', '.5 ', '.5 ', 'moons', 'sí'),
    );
    expect(startsOf(words)).toEqual([0, 400, 1200, 1600, 2000, 3200, 3600]);
  });

  it('shares the time of a word the narrator skipped with the word before it', () => {
    // "wide" has no timing: "the" and "wide" share the time up to "sea".
    const words = alignReadAlong('', ['Across the wide sea'], spoken('Across', 'the', 'sea'));
    expect(words?.map(({ w, startMs, endMs }) => [w, startMs, endMs])).toEqual([
      [0, 0, 300],
      [1, 400, 571],
      [2, 571, 800],
      [3, 800, 1100],
    ]);
  });

  it('skips words the narrator said that the text does not have', () => {
    const words = alignReadAlong('', ['The owl flew'], spoken('The', 'um', 'er', 'owl', 'flew'));
    expect(startsOf(words)).toEqual([0, 1200, 1600]);
  });

  it('gives the words before the first one heard a little time before it', () => {
    const words = alignReadAlong('', ['U.S.A. is far away'], spoken('is', 'far', 'away'));
    expect(words?.[0]).toMatchObject({ w: 0, startMs: 0, endMs: 0 });
    expect(startsOf(words)?.slice(1)).toEqual([0, 400, 800]);
  });

  it('keeps starts in order even when the timings arrive out of order', () => {
    const timings = spoken('one', 'two', 'three').reverse();
    const words = alignReadAlong('', ['one two three'], timings);
    expect(startsOf(words)).toEqual([0, 400, 800]);
  });

  it('gives no timings when the narrator gave none', () => {
    expect(alignReadAlong('Title', ['Some text.'], null)).toBeNull();
    expect(alignReadAlong('Title', ['Some text.'], [])).toBeNull();
  });

  it('gives no timings when they are not of this text', () => {
    const words = alignReadAlong('', ['The fox ran home to sleep.'], spoken('A', 'whale', 'sang', 'songs'));
    expect(words).toBeNull();
  });

  it('gives nothing for a chapter without words', () => {
    expect(alignReadAlong('Title', ['…'], spoken('Title'))).toBeNull();
  });

  it('stays in step through a long chapter with repeated words', () => {
    const paragraph = Array.from({ length: 200 }, (_, index) => `the fox ${index} ran.`).join(' ');
    const said = paragraphWords(paragraph).map((word) => word.text.replace('.', ''));
    // The narrator drops every 25th word.
    const words = alignReadAlong('', [paragraph], spoken(...said.filter((_, index) => index % 25 !== 24)));
    expect(words).toHaveLength(800);
    const heard = words!.filter((_, index) => index % 25 !== 24);
    expect(heard.map((word) => word.startMs)).toEqual(heard.map((_, index) => index * 400));
  });
});
