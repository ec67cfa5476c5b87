import { and, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { StoryThemeName } from '../../../src/contract/story-themes';
import { stories } from '../../db/story-tables';

/**
 * The SQL of story search (ADR 018), over the search-form columns the app writes (search-text.ts). A
 * story matches when every word of the query is found in its title, its description or its theme's
 * name. Each word scores where it is found best, and the story ranks as its worst word:
 *   0  a word of the title starts with it ("drag" in "El dragón")
 *   1  the title contains it ("ragon")
 *   2  the theme's name has a word starting with it ("animales")
 *   3  only the description contains it
 * Lower ranks come first; ties go newest first. The rank is an integer, so it can be part of a cursor.
 */

export interface SearchWord {
  /** In search form: lower case, no accents, only letters and digits. */
  term: string;
  /** The themes whose name this word starts a word of (in the languages asked for). */
  themes: StoryThemeName[];
}

export const MISSING_RANK = 4;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

const contains = (word: SearchWord) => `%${escapeLike(word.term)}%`;
// The column holds words separated by single spaces, so " term" after a leading space is a word start.
const startsAWord = (word: SearchWord) => `% ${escapeLike(word.term)}%`;

const themeIs = (word: SearchWord) =>
  word.themes.length > 0 ? inArray(stories.theme, word.themes) : sql`false`;

function wordRank(word: SearchWord): SQL<number> {
  return sql<number>`case
    when (' ' || ${stories.searchTitle}) like ${startsAWord(word)} then 0
    when ${stories.searchTitle} like ${contains(word)} then 1
    when ${themeIs(word)} then 2
    when ${stories.searchDescription} like ${contains(word)} then 3
    else ${MISSING_RANK} end`;
}

/** Every word is found somewhere: the same test as a rank below MISSING_RANK, in a form that reads plainly. */
export function searchMatches(words: readonly SearchWord[]): SQL | undefined {
  return and(
    ...words.map((word) =>
      or(
        sql`${stories.searchTitle} like ${contains(word)}`,
        themeIs(word),
        sql`${stories.searchDescription} like ${contains(word)}`,
      ),
    ),
  );
}

/** The story's rank: its worst word's. */
export function searchRank(words: readonly SearchWord[]): SQL<number> {
  const [only, ...more] = words.map(wordRank);
  if (only && more.length === 0) return only.mapWith(Number);
  return sql<number>`greatest(${sql.join(words.map(wordRank), sql`, `)})`.mapWith(Number);
}
