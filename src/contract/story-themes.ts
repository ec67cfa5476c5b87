// S§3: the story themes as a plain list, without zod, so pages that only need the names stay light.
export const STORY_THEMES = [
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
] as const;

export type StoryThemeName = (typeof STORY_THEMES)[number];

/** S§2: the category names of the categories screen; not all are story themes (see normaliseTheme). */
export const CATEGORY_NAMES = [
  'adventure',
  'bedtime',
  'learning',
  'fantasy',
  'animals',
  'science',
  'friendship',
  'courage',
] as const;

export const isStoryTheme = (value: string): value is StoryThemeName =>
  STORY_THEMES.some((theme) => theme === value);

const THEME_ALIASES: Readonly<Record<string, StoryThemeName>> = {
  learning: 'science',
  bedtime: 'fantasy',
  courage: 'superhero',
};

/**
 * S§5 theme mapping: listed values are accepted, uppercase or underscore variants too; LEARNING →
 * science, BEDTIME → fantasy, COURAGE → superhero; anything else → adventure.
 */
export function normaliseTheme(value: string): StoryThemeName {
  const normalised = value.trim().toLowerCase().replace(/_/g, '-');
  if (isStoryTheme(normalised)) return normalised;
  return THEME_ALIASES[normalised] ?? 'adventure';
}
