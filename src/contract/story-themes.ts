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

export const isStoryTheme = (value: string): value is StoryThemeName =>
  STORY_THEMES.some((theme) => theme === value);
