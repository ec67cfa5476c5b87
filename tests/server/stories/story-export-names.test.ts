import { describe, expect, it } from 'vitest';
import {
  attachmentDisposition,
  chapterFileName,
  safeFileName,
} from '../../../server/modules/stories/story-export';

describe('names of an exported story', () => {
  it.each([
    ['El dragón de la luna', 'El dragón de la luna'],
    ['What? A "tiny" <dragon>: yes/no\\maybe|*', 'What A tiny dragon yes no maybe'],
    ['  Tabs\tand\nlines  ', 'Tabs and lines'],
    ['Trailing dots...', 'Trailing dots'],
    ['CON', 'CON_'],
    ['???', 'fallback'],
    ['🐉'.repeat(100), '🐉'.repeat(80)],
  ])('%j is saved as %j', (title, name) => {
    expect(safeFileName(title, 'fallback')).toBe(name);
  });

  it('numbers chapters with two digits', () => {
    expect(chapterFileName({ order: 1, title: 'The Owl: Part 1' })).toBe('01 - The Owl Part 1.mp3');
    expect(chapterFileName({ order: 12, title: '' })).toBe('12 - Chapter 12.mp3');
  });

  it('names the attachment twice: plain ASCII, and UTF-8 by RFC 5987', () => {
    expect(attachmentDisposition('El dragón (y el niño)')).toBe(
      `attachment; filename="El dragon (y el nino).zip"; filename*=UTF-8''El%20drag%C3%B3n%20%28y%20el%20ni%C3%B1o%29.zip`,
    );
    expect(attachmentDisposition('Dragon\'s "Picnic" 🐉')).toBe(
      `attachment; filename="Dragon's Picnic _.zip"; filename*=UTF-8''Dragon%27s%20Picnic%20%F0%9F%90%89.zip`,
    );
    expect(attachmentDisposition('')).toBe(`attachment; filename="story.zip"; filename*=UTF-8''story.zip`);
  });
});
