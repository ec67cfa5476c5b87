import { describe, expect, it } from 'vitest';
import { noun, nounForms, shortNoun } from '../../../../server/generation/writer/builtin/grammar/noun';

describe('a thing the story has already named, said the short way', () => {
  it('keeps the head of the phrase, with its own article and contractions', () => {
    const clue = shortNoun(noun('trail of green chalk marks', 'rastro de marcas de tiza verde', 'm'));
    expect(nounForms(clue, 'en')['']).toBe('the trail');
    expect(nounForms(clue, 'es')['del']).toBe('del rastro');
    const owner = shortNoun(noun('family waiting at home', 'familia que esperaba en casa', 'f'));
    expect(nounForms(owner, 'es')['al']).toBe('a la familia');
    expect(
      nounForms(shortNoun(noun('hidden cove on the far side', 'cala escondida del otro lado', 'f')), 'en')[
        ''
      ],
    ).toBe('the hidden cove');
    // With no tail, an English phrase ends in its head; a Spanish superlative's head comes first.
    expect(nounForms(shortNoun(noun('old stone bridge', 'viejo puente de piedra', 'm')), 'en')['']).toBe(
      'the bridge',
    );
    expect(nounForms(shortNoun(noun('tallest pine', 'pino más alto', 'm')), 'es')['del']).toBe('del pino');
  });

  it('leaves names, short phrases and a phrase with no head as they are', () => {
    expect(nounForms(shortNoun(noun('!Turtle Island', '!Isla Tortuga', 'f')), 'en')['']).toBe(
      'Turtle Island',
    );
    expect(nounForms(shortNoun(noun('old windmill', 'viejo molino', 'm')), 'es')['']).toBe('el viejo molino');
    expect(nounForms(shortNoun(noun('ruins', 'lo que quedaba del muro', 'm')), 'es')['bare']).toBe(
      'lo que quedaba del muro',
    );
  });
});
