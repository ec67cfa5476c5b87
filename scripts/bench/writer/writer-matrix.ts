/**
 * The fixed set of stories the writer's quality is measured on: every theme × age band × language ×
 * 3 and 6 chapters × without and with a parent's ideas, plus thirty nights for one family. The ideas
 * are written the way parents type them; each lists the words (nouns and people) a story built on it
 * should say, with the alternatives a writer may fairly use.
 */

import { STORY_THEMES } from '../../../src/contract/story-themes';
import { AGE_BANDS } from '../../../server/generation/writer/request-schema';
import type { AgeBand, Language, StoryRequest, Theme } from '../../../server/generation/writer/types';

export interface BenchIdea {
  readonly text: string;
  /** Each entry is one idea word; "a|b" means either counts. */
  readonly expect: readonly string[];
}

export const BENCH_IDEAS: Record<Language, readonly BenchIdea[]> = {
  en: [
    { text: 'Lucy and her dog Toby go to the park', expect: ['Lucy', 'Toby', 'dog', 'park'] },
    { text: 'He is shy at his new school', expect: ['school', 'shy'] },
    { text: 'Grandma bakes cookies', expect: ['grandma|granny|grandmother', 'cookies|cookie'] },
    { text: 'a brother named Hugo', expect: ['Hugo', 'brother'] },
    { text: 'a robot friend', expect: ['robot'] },
    { text: 'she is afraid of the dark', expect: ['dark|darkness'] },
    { text: 'a new baby sister is coming', expect: ['baby', 'sister'] },
    { text: 'we are moving house next month', expect: ['move|moving|moved', 'house|home'] },
    { text: 'she loves her red kite and the beach', expect: ['kite', 'beach'] },
    { text: 'her best friend Mia and a cat called Pepper', expect: ['Mia', 'Pepper', 'cat'] },
  ],
  es: [
    { text: 'Lucía y su perro Toby van al parque', expect: ['Lucía', 'Toby', 'perro', 'parque'] },
    { text: 'es tímido en su nuevo cole', expect: ['cole|colegio|escuela', 'tímido|timidez|vergüenza'] },
    { text: 'la abuela hace galletas', expect: ['abuela|abuelita', 'galletas|galleta'] },
    { text: 'un hermano que se llama Hugo', expect: ['Hugo', 'hermano'] },
    { text: 'un amigo robot', expect: ['robot'] },
    { text: 'le da miedo la oscuridad', expect: ['oscuridad|oscuro|oscuras'] },
    { text: 'va a nacer su hermanita', expect: ['hermanita|bebé'] },
    {
      text: 'nos mudamos de casa el mes que viene',
      expect: ['mudanza|mudar|mudaba|mudarse|mudamos', 'casa'],
    },
    { text: 'le encanta su cometa roja y la playa', expect: ['cometa', 'playa'] },
    { text: 'su mejor amiga Marta y una gata llamada Pimienta', expect: ['Marta', 'Pimienta', 'gata'] },
  ],
};

/** The children the matrix's stories are for (a story always has a kid profile behind it). */
const CHILDREN: Record<Language, readonly string[]> = {
  en: ['Max', 'Ava', 'Leo', 'Ruby', 'Sam', 'Isla', 'Noah', 'Zoe'],
  es: ['Mateo', 'Sofía', 'Pablo', 'Carmen', 'Daniel', 'Lola', 'Hugo', 'Alba'],
};

export interface BenchCase {
  readonly request: StoryRequest;
  readonly idea: BenchIdea | undefined;
}

export function benchMatrix(): BenchCase[] {
  const cases: BenchCase[] = [];
  for (const language of ['en', 'es'] as const) {
    for (const [t, theme] of STORY_THEMES.entries()) {
      for (const [b, ageBand] of AGE_BANDS.entries()) {
        for (const chapterCount of [3, 6]) {
          for (const withIdeas of [false, true]) {
            const idea = withIdeas ? BENCH_IDEAS[language][(t + b * 3 + chapterCount) % 10] : undefined;
            const seed = `bench-${language}-${theme}-${ageBand}-${chapterCount}-${withIdeas ? 'i' : 'n'}`;
            cases.push({
              idea,
              request: {
                seed,
                language,
                theme,
                ageBand,
                chapterCount,
                targetMinutes: chapterCount * 5,
                heroName: CHILDREN[language][(t + b + chapterCount) % CHILDREN[language].length],
                customIdeas: idea?.text,
              },
            });
          }
        }
      }
    }
  }
  return cases;
}

/** Thirty nights for one child: the same name and age band, a different request each night. */
export function familyNights(language: Language, heroName: string, ageBand: AgeBand): BenchCase[] {
  const themes: readonly Theme[] = STORY_THEMES;
  return Array.from({ length: 30 }, (_, night) => {
    const idea = night % 3 === 2 ? BENCH_IDEAS[language][night % 10] : undefined;
    const chapterCount = [3, 4, 6][night % 3] as number;
    return {
      idea,
      request: {
        seed: `family-${language}-${night}`,
        language,
        theme: themes[(night * 7) % themes.length] as Theme,
        ageBand,
        chapterCount,
        targetMinutes: chapterCount * 5,
        heroName,
        customIdeas: idea?.text,
      },
    };
  });
}
