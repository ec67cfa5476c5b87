import { beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinWriter } from '../../../../server/generation/writer/builtin/builtin-writer';
import { DEFAULT_WORDS_PER_MINUTE } from '../../../../server/generation/writer/builtin/pacing';
import { checkGeneratedText } from '../../../../server/generation/safety/check-generated-text';
import type { AgeBand, Language, Theme, WrittenStory } from '../../../../server/generation/writer/types';
import {
  allSentences,
  chapterText,
  containsWord,
  knownNames,
  sentencesOf,
  storyText,
  wordCount,
} from './story-text';

const THEMES: Theme[] = [
  'adventure',
  'fantasy',
  'friendship',
  'animals',
  'science',
  'mystery',
  'fairy-tale',
  'superhero',
  'nature',
  'family',
];
const BANDS: AgeBand[] = ['2-4', '4-6', '6-8', '8-12'];
const LANGUAGES: Language[] = ['en', 'es'];

interface Case {
  language: Language;
  theme: Theme;
  ageBand: AgeBand;
  chapterCount: number;
  story: WrittenStory;
}

const cases: Case[] = [];

// Every theme × age band × language, with chapter counts spread over 3..12.
beforeAll(async () => {
  const writer = createBuiltinWriter();
  for (const [l, language] of LANGUAGES.entries()) {
    for (const [t, theme] of THEMES.entries()) {
      for (const [b, ageBand] of BANDS.entries()) {
        const chapterCount = 3 + ((t * 4 + b + l * 3) % 10);
        const story = await writer.write({
          seed: `matrix-${language}-${theme}-${ageBand}`,
          language,
          theme,
          ageBand,
          chapterCount,
          targetMinutes: chapterCount * 5,
        });
        cases.push({ language, theme, ageBand, chapterCount, story });
      }
    }
  }
});

const label = (c: Case) => `${c.language} ${c.theme} ${c.ageBand} (${c.chapterCount} chapters)`;

describe('the built-in writer, for every theme, age band and language', () => {
  it('writes 80 stories, each with exactly the chapters asked for, in order, with titles', () => {
    expect(cases).toHaveLength(80);
    const counts = new Set(cases.map((c) => c.chapterCount));
    expect([...counts].sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const c of cases) {
      expect(
        c.story.chapters.map((chapter) => chapter.order),
        label(c),
      ).toEqual(Array.from({ length: c.chapterCount }, (_, i) => i + 1));
      expect(c.story.title.trim(), label(c)).not.toBe('');
      expect(c.story.description.trim(), label(c)).not.toBe('');
      expect(c.story.language).toBe(c.language);
      for (const chapter of c.story.chapters) {
        expect(chapter.title.trim(), label(c)).not.toBe('');
        expect(chapter.paragraphs.length, label(c)).toBeGreaterThan(3);
      }
      const titles = c.story.chapters.map((chapter) => chapter.title);
      expect(new Set(titles).size, `${label(c)}: chapter titles repeat`).toBe(titles.length);
    }
  });

  it('leaves no unfilled placeholder, stray mark or lower-case sentence start', () => {
    for (const c of cases) {
      const texts = [
        c.story.title,
        c.story.description,
        ...c.story.chapters.flatMap((ch) => [ch.title, ...ch.paragraphs]),
      ];
      for (const text of texts) {
        expect(text, label(c)).not.toMatch(/[{}[\]<>]|undefined|\bnull\b|NaN| {2}|^\s|\s$| [,.;:!?]/);
      }
      for (const paragraph of c.story.chapters.flatMap((ch) => ch.paragraphs)) {
        for (const sentence of sentencesOf(paragraph)) {
          expect(sentence, `${label(c)}: starts in lower case`).toMatch(/^[¡¿“"«—]*[\p{Lu}\p{N}]/u);
        }
      }
    }
  });

  it('never repeats a sentence within a story', () => {
    for (const c of cases) {
      const sentences = allSentences(c.story);
      const seen = new Set<string>();
      const repeated = sentences.filter((s) => (seen.has(s) ? true : (seen.add(s), false)));
      expect(repeated, label(c)).toEqual([]);
    }
  });

  it('keeps its cast: hero and companion in every chapter, the helper in the story, no stranger names', () => {
    for (const c of cases) {
      const { hero, companion, helper } = c.story.cast;
      const helperName = helper.split(' ').pop() ?? helper;
      for (const chapter of c.story.chapters) {
        const text = chapterText(chapter);
        expect(containsWord(text, hero), `${label(c)} ch.${chapter.order}: hero`).toBe(true);
        expect(containsWord(text, companion), `${label(c)} ch.${chapter.order}: companion`).toBe(true);
      }
      // The helper has a part (sending them off, or at the heart); the story is the hero's.
      expect(containsWord(storyText(c.story), helperName), `${label(c)}: helper`).toBe(true);
      const text = storyText(c.story);
      const strangers = knownNames(c.language).filter(
        (name) => ![hero, companion, helperName].includes(name) && containsWord(text, name),
      );
      expect(strangers, label(c)).toEqual([]);
    }
  });

  it('winds down for sleep in the last chapter', () => {
    for (const c of cases) {
      const last = chapterText(c.story.chapters[c.story.chapters.length - 1]!).toLowerCase();
      const words = c.language === 'en' ? /sleep|dream|goodnight/ : /dormir|sueño|buenas noches/;
      expect(last, label(c)).toMatch(words);
    }
  });

  it('writes short sentences for the youngest and long ones for the oldest', () => {
    for (const language of LANGUAGES) {
      const average = (band: AgeBand) => {
        const sentences = cases
          .filter((c) => c.language === language && c.ageBand === band)
          .flatMap((c) => allSentences(c.story));
        return sentences.reduce((sum, s) => sum + wordCount(s), 0) / sentences.length;
      };
      // Picture-book sentences. Spanish says the same with more small words ("de la", "que", "se"): a
      // sentence of ten English words is about eleven Spanish ones.
      expect(average('2-4'), `${language} 2-4`).toBeLessThan(language === 'en' ? 10 : 11);
      expect(average('4-6'), `${language} 4-6`).toBeLessThan(average('8-12'));
      expect(average('8-12'), `${language} 8-12`).toBeGreaterThan(12);
    }
  });

  it('makes chapters about as long as the narrator needs for five minutes, never far over', () => {
    for (const c of cases) {
      const target = 5 * DEFAULT_WORDS_PER_MINUTE[c.ageBand];
      const counts = c.story.chapters.map((chapter) => wordCount(chapterText(chapter)));
      for (const [i, words] of counts.entries()) {
        expect(words, `${label(c)} ch.${i + 1}`).toBeLessThanOrEqual(target * 1.25);
        // Every chapter of every length of story, the middle of a twelve-chapter one too.
        expect(words, `${label(c)} ch.${i + 1}`).toBeGreaterThanOrEqual(target * 0.65);
      }
      const mean = counts.reduce((sum, words) => sum + words, 0) / counts.length;
      expect(mean / target, label(c)).toBeGreaterThanOrEqual(0.85);
    }
  });

  // Every paragraph of the matrix through the whole check: about 10 s on a quiet machine.
  it('passes its own safety check on every title, description and paragraph', { timeout: 120_000 }, () => {
    for (const c of cases) {
      const texts = [
        c.story.title,
        c.story.description,
        ...c.story.chapters.flatMap((ch) => [ch.title, ...ch.paragraphs]),
      ];
      for (const text of texts)
        expect(checkGeneratedText(text, c.language), `${label(c)}: ${text}`).toEqual({ ok: true });
    }
  });
});
