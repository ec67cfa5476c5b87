import { describe, expect, it } from 'vitest';
import { checkGeneratedText } from '../../../../server/generation/safety/check-generated-text';

describe('checking written text before it is narrated', () => {
  it('passes a gentle paragraph in either language', () => {
    expect(checkGeneratedText('A shooting star zipped across the sky, and Mia made a wish.', 'en')).toEqual({
      ok: true,
    });
    expect(checkGeneratedText('—Buenas noches, Pipo —susurró Lucía.', 'es')).toEqual({ ok: true });
  });

  it('stops unsafe words that a writer might produce', () => {
    expect(checkGeneratedText('The knight killed the dragon with his sword.', 'en')).toEqual({
      ok: false,
      reason: 'violence',
    });
    expect(checkGeneratedText('Había sangre por todas partes.', 'es')).toEqual({
      ok: false,
      reason: 'horror',
    });
    expect(checkGeneratedText('Luego metió al gatito en el horno.', 'es')).toEqual({
      ok: false,
      reason: 'violence',
    });
    expect(checkGeneratedText('The pirate drank a beer.', 'en')).toEqual({ ok: false, reason: 'drugs' });
  });

  it('stops text that shows a template or a program leaking through', () => {
    for (const text of [
      'Hello {hero}, welcome.',
      'Mia found undefined in the box.',
      'There were NaN shells.',
      '<b>Hi</b>',
    ]) {
      expect(checkGeneratedText(text, 'en'), text).toEqual({ ok: false, reason: 'malformed' });
    }
  });
});
