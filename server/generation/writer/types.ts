/**
 * The story writer's contract. Every writer (the built-in engine, an OpenAI-compatible one) takes a
 * StoryRequest and returns a WrittenStory; the jobs worker narrates each chapter afterwards.
 */

import type { RewriteInstruction } from '../../../src/contract/chapter-rewrite';

export type Language = 'en' | 'es';

export type Theme =
  | 'adventure'
  | 'fantasy'
  | 'friendship'
  | 'animals'
  | 'science'
  | 'mystery'
  | 'fairy-tale'
  | 'superhero'
  | 'nature'
  | 'family';

/** From the spec's TODDLER_2_4, PRESCHOOL_4_6, EARLY_READER_6_8, MIDDLE_GRADE_8_12. */
export type AgeBand = '2-4' | '4-6' | '6-8' | '8-12';

export interface StoryRequest {
  seed: string;
  language: Language;
  theme: Theme;
  ageBand: AgeBand;
  /** 3..12 */
  chapterCount: number;
  /** chapterCount × 5 normally (the spec's targetDuration). */
  targetMinutes: number;
  /** The child's name, when the parent picks a child. */
  heroName?: string;
  title?: string;
  customIdeas?: string;
  /** Narrator pace; defaults by age band (see builtin/pacing.ts). */
  wordsPerMinute?: number;
  /** The story this one follows in a series: the same companion, helper and place, a new want. */
  previous?: StoryMemory;
}

/** What a story leaves the next story of its series. */
export interface StoryMemory {
  /** The species key of the built-in writer ("fox"); empty when another writer told the story. */
  companion: { name: string; species: string; gender: 'f' | 'm' };
  /** The helper's English name, as the theme lists it (the built-in writer), or as the story names them. */
  helper: string;
  /** The place's key (builtin/content/settings), or as the story names it. */
  setting: string;
  /** What the hero set out to do, in the story's language: "bring the little goat back to its mother". */
  goal: string;
}

export interface WrittenChapter {
  /** 1-based */
  order: number;
  title: string;
  paragraphs: string[];
}

export interface WrittenStory {
  title: string;
  description: string;
  language: Language;
  chapters: WrittenChapter[];
  cast: { hero: string; companion: string; helper: string };
  setting: string;
  /** For the next story of a series; a writer that keeps none leaves it out. */
  memory?: StoryMemory;
}

export interface StoryWriter {
  readonly name: string;
  write(request: StoryRequest, signal?: AbortSignal): Promise<WrittenStory>;
  /**
   * Writes one chapter of `story` again, keeping its names, its place and what happens before and
   * after it: gently when the safety check stopped it (ADR 030, no instruction), or as a parent asked
   * (ADR 035: gentler, shorter, or another telling). A writer without it has the whole story written
   * again from another seed when the safety check stops a chapter, and offers no rewrite to parents.
   */
  rewriteChapter?(
    request: StoryRequest,
    story: WrittenStory,
    order: number,
    signal?: AbortSignal,
    instruction?: RewriteInstruction,
  ): Promise<WrittenChapter>;
}
