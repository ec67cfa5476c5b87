import { describe, expect, it } from 'vitest';
import { STORY_THEMES } from '@/contract/story-themes';
import { THEME_NAME_LANGUAGES, THEME_NAMES } from '@/contract/theme-names';
import enCommon from '@/locales/en/common.json';
import esCommon from '@/locales/es/common.json';

describe('theme names for search', () => {
  const locales = { en: enCommon.themes, es: esCommon.themes };

  it.each(THEME_NAME_LANGUAGES)('are the app’s own names in %s', (language) => {
    expect(THEME_NAMES[language]).toEqual(locales[language]);
  });

  it('name every theme', () => {
    for (const language of THEME_NAME_LANGUAGES) {
      expect(Object.keys(THEME_NAMES[language]).sort()).toEqual([...STORY_THEMES].sort());
    }
  });
});
