import { beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinWriter } from '../../../../server/generation/writer/builtin/builtin-writer';
import { SETTINGS, THEMES } from '../../../../server/generation/writer/builtin/content/catalog';
import { SPECIES } from '../../../../server/generation/writer/builtin/content/common/companions';
import { HOMES } from '../../../../server/generation/writer/builtin/content/common/time-and-place';
import type { Noun } from '../../../../server/generation/writer/builtin/grammar/noun';
import type { AgeBand, Theme, WrittenStory } from '../../../../server/generation/writer/types';
import { allSentences, storyText } from './story-text';

/** Every Spanish noun phrase the engine can put after an article. */
function lexicon(): Noun[] {
  const fromSettings = Object.values(SETTINGS).flatMap((s) => [
    s.place,
    s.edge,
    s.heart,
    ...s.landmarks,
    ...s.ground,
    ...s.creatures,
  ]);
  const fromThemes = Object.values(THEMES).flatMap((t) => [
    ...t.goals.flatMap((g) => [g.object, g.token]),
    ...t.helpers.map((h) => h.role),
  ]);
  return [...fromSettings, ...fromThemes, ...[...SPECIES.values()].map((s) => s.noun), ...HOMES];
}

/** The articles and contractions that would be wrong before this noun. */
function wrongArticles(noun: Noun): string[] {
  const { text, gender, plural, stressedA, proper } = noun.es;
  if (proper) return [];
  if (plural) return gender === 'f' ? [`los ${text}`, `unos ${text}`] : [`las ${text}`, `unas ${text}`];
  if (gender === 'f' && !stressedA) return [`el ${text}`, `un ${text}`, `al ${text}`, `del ${text}`];
  if (gender === 'f') return [`la ${text}`, `una ${text}`];
  return [`la ${text}`, `una ${text}`, `a la ${text}`, `de la ${text}`];
}

const stories: WrittenStory[] = [];

beforeAll(async () => {
  const writer = createBuiltinWriter();
  const themes = Object.keys(THEMES) as Theme[];
  for (const [i, theme] of themes.entries()) {
    for (const ageBand of ['2-4', '8-12'] as AgeBand[]) {
      stories.push(
        await writer.write({
          seed: `agreement-${theme}-${ageBand}`,
          language: 'es',
          theme,
          ageBand,
          chapterCount: 4 + (i % 5),
          targetMinutes: (4 + (i % 5)) * 5,
          // A she-cat companion: every adjective about her must be feminine.
          customIdeas: i % 2 === 0 ? 'mi gata Nube' : 'nuestra tortuga Tula y una cometa roja',
        }),
      );
    }
  }
});

describe('Spanish agreement in the built-in stories', () => {
  it('puts the right article and contraction before every noun of the lexicon', () => {
    const phrases = lexicon().flatMap(wrongArticles);
    for (const story of stories) {
      const text = ` ${storyText(story).toLowerCase()} `;
      const wrong = phrases.filter((phrase) => new RegExp(`[\\s¡¿—«(]${phrase}[\\s.,;:!?»)]`).test(text));
      expect(wrong, story.title).toEqual([]);
      expect(text).not.toMatch(/[\s¡¿—](a el|de el) /);
    }
  });

  it('agrees adjectives with a female companion', () => {
    const masculine =
      /\b(cansado|contento|orgulloso|listo|empapado|satisfecho|dormido|quieto|lleno|emocionado|convencido|desanimado|atascado|subido|calentito|esponjoso|sentado|pequeñito|chiquitito|elegantísimo)\b/;
    for (const story of stories) {
      const name = story.cast.companion;
      const about = allSentences(story).filter((s) => s.includes(name) && !/\b(el|un|del|al)\b/i.test(s));
      for (const sentence of about) expect(sentence, story.title).not.toMatch(masculine);
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
