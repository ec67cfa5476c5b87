import { STORY_THEMES, type StoryThemeName } from '../../../src/contract/story-themes';
import { THEME_NAMES, type ThemeNameLanguage } from '../../../src/contract/theme-names';

/**
 * How search reads text (ADR 018). Titles and descriptions are stored a second time in this form, and a
 * query is put in the same form before it is compared, so the rules live here and nowhere else:
 * - lower case, in every script;
 * - accents gone: NFKD splits "ó" into "o" + a combining mark and the marks are dropped, so "dragón",
 *   "DRAGÓN" and "dragon" read the same. "ñ" is "n" + a mark too, so "nino" finds "niño" (and "ano"
 *   finds "año": a parent typing on an English keyboard matters more than that rare collision);
 * - anything that is not a letter or a digit is a space, so punctuation never hides a word and LIKE's
 *   wildcards (% and _) never reach a pattern.
 */
export function searchText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The search-form copies of whichever of the title and the description a write sets. */
export function withSearchText<T extends { title?: string; description?: string }>(values: T) {
  return {
    ...values,
    ...(values.title === undefined ? {} : { searchTitle: searchText(values.title) }),
    ...(values.description === undefined ? {} : { searchDescription: searchText(values.description) }),
  };
}

/** More words than this in one query are ignored: each word costs a few comparisons per story. */
export const MAX_SEARCH_TERMS = 8;

/** The distinct words of a query, in search form. Empty when it has no letter or digit at all. */
export function searchTerms(query: string): string[] {
  const words = searchText(query).split(' ').filter(Boolean);
  return [...new Set(words)].slice(0, MAX_SEARCH_TERMS);
}

const themeNamesInSearchForm = Object.fromEntries(
  Object.entries(THEME_NAMES).map(([language, names]) => [
    language,
    Object.fromEntries(STORY_THEMES.map((theme) => [theme, ` ${searchText(names[theme])}`])),
  ]),
) as Record<ThemeNameLanguage, Record<StoryThemeName, string>>;

/**
 * The themes whose name, in one of `languages`, has a word starting with `term` ("anim" → animals,
 * "hadas" → fairy-tale in Spanish). Word starts, not any substring, so "ami" finds "Amistad" but not
 * "Familia".
 */
export function themesNamed(term: string, languages: readonly ThemeNameLanguage[]): StoryThemeName[] {
  return STORY_THEMES.filter((theme) =>
    languages.some((language) => themeNamesInSearchForm[language][theme].includes(` ${term}`)),
  );
}
