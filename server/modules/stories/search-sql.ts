import { and, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
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

// strpos, not LIKE '%…%': the same test (a word holds only letters and digits, nothing to escape), and
// measured a third cheaper per row on PGlite and a quarter on PostgreSQL (ADR 018).
const contains = (column: SQLWrapper, word: SearchWord) => sql`strpos(${column}, ${word.term}) > 0`;
// The column holds words separated by single spaces, so " term" after a leading space is a word start.
const startsAWord = (column: SQLWrapper, word: SearchWord) =>
  sql`strpos(' ' || ${column}, ${` ${word.term}`}) > 0`;

const themeIs = (word: SearchWord) =>
  word.themes.length > 0 ? inArray(stories.theme, word.themes) : sql`false`;

function wordRank(word: SearchWord): SQL<number> {
  return sql<number>`case
    when ${startsAWord(stories.searchTitle, word)} then 0
    when ${contains(stories.searchTitle, word)} then 1
    when ${themeIs(word)} then 2
    when ${contains(stories.searchDescription, word)} then 3
    else ${sql.raw(String(MISSING_RANK))} end`;
}

/** Every word is found somewhere: the same test as a rank below MISSING_RANK, in a form that reads plainly. */
export function searchMatches(words: readonly SearchWord[]): SQL | undefined {
  return and(
    ...words.map((word) =>
      or(contains(stories.searchTitle, word), themeIs(word), contains(stories.searchDescription, word)),
    ),
  );
}

/** The story's rank: its worst word's. */
export function searchRank(words: readonly SearchWord[]): SQL<number> {
  const [only, ...more] = words.map(wordRank);
  if (only && more.length === 0) return only.mapWith(Number);
  return sql<number>`greatest(${sql.join(words.map(wordRank), sql`, `)})`.mapWith(Number);
}
