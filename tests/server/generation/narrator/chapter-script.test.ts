import { describe, expect, it } from 'vitest';
import {
  chapterScript,
  PARAGRAPH_PAUSE_MS,
  splitScript,
  splitText,
  TITLE_PAUSE_MS,
} from '../../../../server/generation/narrator/chapter-script';

describe('chapter script', () => {
  it('says the title, pauses, then each paragraph with shorter pauses, and ends without one', () => {
    const script = chapterScript({
      language: 'en',
      voice: 'WARM_FEMALE',
      title: '  The   Glowing Stone ',
      paragraphs: ['Pip found\na stone.', '   ', 'It sang.'],
    });
    expect(script).toEqual([
      { text: 'The Glowing Stone', pauseAfterMs: TITLE_PAUSE_MS },
      { text: 'Pip found a stone.', pauseAfterMs: PARAGRAPH_PAUSE_MS },
      { text: 'It sang.', pauseAfterMs: 0 },
    ]);
  });

  it('cuts a script into runs of similar length, only between segments', () => {
    const segments = [20, 500, 500, 500, 500].map((length) => ({
      text: 'x'.repeat(length),
      pauseAfterMs: 700,
    }));
    const runs = splitScript(segments, 2);
    expect(runs.map((run) => run.map((segment) => segment.text.length))).toEqual([
      [20, 500, 500],
      [500, 500],
    ]);
    expect(splitScript(segments.slice(0, 2), 4)).toHaveLength(2);
    expect(splitScript(segments, 1)).toEqual([segments]);
  });

  it('splits long text at sentence ends, never above the limit', () => {
    const sentence = 'The fox ran home. ';
    const text = sentence.repeat(300).trim();
    const pieces = splitText(text, 1000);
    expect(pieces.every((piece) => piece.length <= 1000)).toBe(true);
    expect(pieces.every((piece) => piece.endsWith('home.'))).toBe(true);
    expect(pieces.join(' ')).toBe(text);
    expect(splitText('short', 1000)).toEqual(['short']);
    expect(splitText('a'.repeat(25), 10)).toEqual(['a'.repeat(10), 'a'.repeat(10), 'a'.repeat(5)]);
  });
});
