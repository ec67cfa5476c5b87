import type { TFunction } from 'i18next';
import { isStoryTheme } from '@/contract/story-themes';

/** A story theme in the reader's language; an unknown theme is shown as it is. */
export function themeName(t: TFunction<'profiles'>, theme: string): string {
  return isStoryTheme(theme) ? t(`themes.${theme}`) : theme;
}
