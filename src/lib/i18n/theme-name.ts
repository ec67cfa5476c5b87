import { isStoryTheme } from '@/contract/story-themes';
import { i18n } from './i18n';

/**
 * A story theme in the reader's language (one list, in the always-loaded `common` namespace); an
 * unknown theme is shown as it is. Call it while rendering: `useTranslation` re-renders on a language
 * change.
 */
export function themeName(theme: string): string {
  return isStoryTheme(theme) ? i18n.t(`themes.${theme}`) : theme;
}
