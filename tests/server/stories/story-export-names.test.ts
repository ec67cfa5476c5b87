import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from '../../../server/modules/stories/story-export';
import { chapterFileName, safeFileName, storyText } from '../../../src/contract/story-text';

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

describe('the story as text (shared by Share and the export)', () => {
  it('writes the title, the description, each chapter in order and the AI notice, in the story language', () => {
    const text = storyText({
      title: 'El dragón de la luna',
      description: 'Un cuento tranquilo.',
      language: 'es',
      chapters: [
        { order: 2, title: 'La vuelta', paragraphs: ['Volvieron a casa.'] },
        { order: 1, title: 'La salida', paragraphs: ['Salieron de noche.', 'Había estrellas.'] },
      ],
    });
    expect(text).toBe(
      [
        'El dragón de la luna',
        'Un cuento tranquilo.',
        'Capítulo 1: La salida',
        'Salieron de noche.',
        'Había estrellas.',
        'Capítulo 2: La vuelta',
        'Volvieron a casa.',
        'Generado con IA - Contenido apto para niños',
      ].join('\n\n') + '\n',
    );
  });
});
