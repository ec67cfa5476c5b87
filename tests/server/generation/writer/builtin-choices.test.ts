import { describe, expect, it } from 'vitest';
import { expandChoices, spokenLength } from '../../../../server/generation/writer/builtin/grammar/choices';
import { Random } from '../../../../server/generation/writer/builtin/random';

const all = (text: string, old = false) => {
  const seen = new Set<string>();
  for (let i = 0; i < 400; i++) seen.add(expandChoices(text, { old }, new Random(`seed-${i}`)));
  return seen;
};

describe('choices inside a template line', () => {
  it('makes a seeded choice, the same for the same seed', () => {
    expect(all('a [[red|blue]] kite')).toEqual(new Set(['a red kite', 'a blue kite']));
    const text = 'the [[lamp|candle|night light]] [[glowed|shone]]';
    expect(expandChoices(text, { old: false }, new Random('x'))).toBe(
      expandChoices(text, { old: false }, new Random('x')),
    );
  });

  it('picks a word by age, and age pairs and choices nest inside each other', () => {
    expect(all('a [big|enormous] [[cat|dog]]', true)).toEqual(new Set(['a enormous cat', 'a enormous dog']));
    expect(all('[[a [small|tiny] boat|[[one|two]] birds]]')).toEqual(
      new Set(['a small boat', 'one birds', 'two birds']),
    );
    expect(all('[[[x|y] first|second]]', true)).toEqual(new Set(['y first', 'second']));
    expect(all('[[it was [[soft|warm]]|it was quiet]].')).toEqual(
      new Set(['it was soft.', 'it was warm.', 'it was quiet.']),
    );
  });

  it('leaves out, for the youngest, what a choice may leave out', () => {
    const text = 'they sat down[[|, tired and happy|, under a tree]].';
    expect(all(text).size).toBe(3);
    expect(expandChoices(text, { old: false, brief: true }, new Random('x'))).toBe('they sat down.');
  });

  it('refuses a line with a bracket left open', () => {
    expect(() => expandChoices('[[a|b', { old: false }, new Random('x'))).toThrow(/unclosed/);
  });

  it('measures a line by what the youngest hear, not by its markup', () => {
    // Four long options weigh what one of them does; an age pair its plain side; an add-on nothing.
    const rich = '[[The moon was up|The stars were out|Night had come|The sky was dark]].';
    expect(spokenLength(rich)).toBeCloseTo((15 + 17 + 14 + 17) / 4 + 1);
    expect(spokenLength('A [big|tremendous] bear.')).toBe('A big bear.'.length);
    expect(spokenLength('They went home[[|, tired and happy]].')).toBe('They went home.'.length);
    // A slot counts as a short name's worth.
    expect(spokenLength('{hero} smiled.')).toBe(12 + ' smiled.'.length);
  });
});
