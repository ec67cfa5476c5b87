import { beforeAll, describe, expect, it } from 'vitest';
import { spanishErrors, spanishVocabulary } from '../../../../scripts/bench/writer/spanish-errors';
import { benchMatrix } from '../../../../scripts/bench/writer/writer-matrix';
import { createBuiltinWriter } from '../../../../server/generation/writer/builtin/builtin-writer';
import { noun, nounForms } from '../../../../server/generation/writer/builtin/grammar/noun';
import type { WrittenStory } from '../../../../server/generation/writer/types';
import { allSentences, storyText } from './story-text';

const stories: WrittenStory[] = [];
const girls: WrittenStory[] = [];

// The whole Spanish half of the benchmark's matrix: every theme × age band × 3 and 6 chapters × with
// and without ideas; and stories whose hero and companion are both girls.
beforeAll(async () => {
  const writer = createBuiltinWriter();
  for (const { request } of benchMatrix().filter((c) => c.request.language === 'es')) {
    stories.push(await writer.write(request));
  }
  for (const [i, theme] of (['family', 'animals', 'fantasy', 'mystery'] as const).entries()) {
    girls.push(
      await writer.write({
        seed: `girls-${theme}`,
        language: 'es',
        theme,
        ageBand: i % 2 === 0 ? '4-6' : '8-12',
        chapterCount: 6,
        targetMinutes: 30,
        customIdeas: 'mi hija Lola y su gata Nube',
      }),
    );
  }
});

const everything = (story: WrittenStory) => [story.title, story.description, storyText(story)].join(' ');

describe('Spanish in the built-in stories', () => {
  it('takes its articles and contractions from the noun: al, del, el agua, a la casa', () => {
    const forms = (es: string, code: 'm' | 'f' | 'mp' | 'fp' | 'fa') => nounForms(noun('x', es, code), 'es');
    expect(forms('bosque', 'm')).toMatchObject({
      '': 'el bosque',
      al: 'al bosque',
      del: 'del bosque',
      lo: 'lo',
    });
    expect(forms('casa', 'f')).toMatchObject({
      '': 'la casa',
      al: 'a la casa',
      del: 'de la casa',
      o: 'a',
      lo: 'la',
    });
    expect(forms('agua', 'fa')).toMatchObject({ '': 'el agua', al: 'al agua', a: 'un agua', o: 'a' });
    expect(forms('gafas', 'fp')).toMatchObject({ '': 'las gafas', al: 'a las gafas', o: 'as', lo: 'las' });
  });

  it('merges no word with a contraction and agrees every article and adjective, over the whole matrix', () => {
    const vocabulary = spanishVocabulary(stories.map(storyText));
    for (const story of stories)
      expect(spanishErrors(everything(story), vocabulary), story.title).toEqual([]);
  });

  it('speaks of two girls in the feminine', () => {
    const vocabulary = spanishVocabulary(girls.map(storyText));
    for (const story of girls) {
      expect(story.cast.hero).toBe('Lola');
      expect(story.cast.companion).toBe('Nube');
      const pair = [story.cast.hero, story.cast.companion] as const;
      expect(spanishErrors(everything(story), vocabulary, pair), story.title).toEqual([]);
    }
  });

  it('uses Spanish punctuation: opening marks for questions and exclamations, dashes for dialogue', () => {
    for (const story of stories) {
      for (const sentence of allSentences(story)) {
        if (/\?["”»]?$|\?\s—/.test(sentence)) expect(sentence, story.title).toMatch(/¿/);
        if (/!["”»]?$|!\s—/.test(sentence)) expect(sentence, story.title).toMatch(/¡/);
      }
      expect(storyText(story)).not.toMatch(/[“”"]/);
    }
  });
});
