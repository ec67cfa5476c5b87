import type { SupportedLanguage } from '@/contract/constants';
import { CHAPTER_COUNT, TARGET_DURATION_PER_CHAPTER } from '@/contract/constants';
import type { AgeGroup, NarratorVoice } from '@/contract/enums';
import { AGE_GROUP_YEARS, isAgeGroup, toServerAgeGroup } from '@/contract/age-groups';
import type { CreateStoryBody } from '@/contract/story';
import { normaliseTheme, type StoryThemeName } from '@/contract/story-themes';

// The create form's values and how they become POST /stories (S§3, S§5). Zod-free on purpose: the
// page must not pull zod into its chunk (DESIGN's budget); the age-group and theme rules come from the
// contract's zod-free modules.

export interface StoryFormValues {
  childId: string | null;
  ageGroup: AgeGroup | '';
  theme: string;
  title: string;
  customPrompt: string;
  chapterCount: number;
  voiceType: NarratorVoice;
}

/** Texts that go into the request in the parent's language (the server stores them as they are). */
export interface StoryRequestTexts {
  /** S§5 'A {theme} Story', given the theme's name. */
  defaultTitle: (themeName: string) => string;
  /** S§5: a generic sentence about a story for the age group, given its years ('4-6'). */
  defaultDescription: (years: string) => string;
}

export const ENGLISH_REQUEST_TEXTS: StoryRequestTexts = {
  defaultTitle: (themeName) => `A ${themeName} Story`,
  defaultDescription: (years) => `A story for children aged ${years}, full of wonder and gentle fun.`,
};

export type StoryLength = 'short' | 'medium' | 'long';

/** S§5 length label: 5 or fewer chapters short, 6 to 8 medium, 9 or more long. */
export function storyLength(chapterCount: number): StoryLength {
  if (chapterCount <= 5) return 'short';
  if (chapterCount <= 8) return 'medium';
  return 'long';
}

/** S§5: targetDuration = chapterCount × 5. */
export const targetDuration = (chapterCount: number): number => chapterCount * TARGET_DURATION_PER_CHAPTER;

/** The chapter count held to the spec's range (3 to 12, whole). */
export function clampChapterCount(value: number): number {
  if (!Number.isFinite(value)) return CHAPTER_COUNT.default;
  return Math.min(CHAPTER_COUNT.max, Math.max(CHAPTER_COUNT.min, Math.round(value)));
}

interface RequestContext {
  language: SupportedLanguage;
  /** The theme's name as the parent reads it, for the default title. */
  themeName: (theme: StoryThemeName) => string;
  texts?: StoryRequestTexts;
}

/**
 * The form → POST /stories. A blank title sends the S§5 default with `autoTitle`, so the writer
 * replaces it with one of its own (S§2 "A blank title lets the AI generate one"); the default
 * description likewise, with `autoDescription`.
 */
export function buildCreateStoryBody(values: StoryFormValues, context: RequestContext): CreateStoryBody {
  const texts = context.texts ?? ENGLISH_REQUEST_TEXTS;
  const theme = normaliseTheme(values.theme);
  const chapterCount = clampChapterCount(values.chapterCount);
  const title = values.title.trim();
  const customPrompt = values.customPrompt.trim();
  const years = isAgeGroup(values.ageGroup) ? AGE_GROUP_YEARS[values.ageGroup] : '6-10';
  return {
    title: title || texts.defaultTitle(context.themeName(theme)),
    autoTitle: title === '',
    // The form has no description field: the S§5 default goes, and the writer's own replaces it.
    description: texts.defaultDescription(years),
    autoDescription: true,
    theme,
    ageGroup: toServerAgeGroup(values.ageGroup),
    ...(customPrompt && { customPrompt }),
    targetDuration: targetDuration(chapterCount),
    chapterCount,
    voiceType: values.voiceType,
    ...(values.childId && { childId: values.childId }),
    language: context.language,
  };
}
