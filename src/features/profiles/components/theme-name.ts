import type { TFunction } from 'i18next';
import type { StoryTheme } from '@/contract/enums';

// The contract's themes as a plain list: the zod enum itself would bring zod into this page's chunk.
const THEMES = [
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
] as const satisfies readonly StoryTheme[];

const isTheme = (theme: string): theme is (typeof THEMES)[number] => THEMES.some((known) => known === theme);

/** A story theme in the reader's language; an unknown theme is shown as it is. */
export function themeName(t: TFunction<'profiles'>, theme: string): string {
  return isTheme(theme) ? t(`themes.${theme}`) : theme;
}
