import type { StoryRow } from '../../db/story-tables';
import { AppError } from '../../errors';
import {
  decodeKeysetCursor,
  encodeKeysetCursor,
  parseCursorTime,
  type KeysetCursor,
} from '../../http/keyset-cursor';

/** Pages of GET /stories and the cursors between them. */

export interface StoryPage {
  items: StoryRow[];
  nextCursor: string | null;
}

export const emptyPage: StoryPage = { items: [], nextCursor: null };

/** One more row than the page is fetched: its presence says there is a next page. */
export function pageOf(rows: StoryRow[], limit: number, cursorOf: (last: StoryRow) => string): StoryPage {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? cursorOf(last) : null };
}

export const notACursor = () =>
  new AppError('VALIDATION_ERROR', 400, 'querystring.cursor: Not a cursor from this list', [
    { path: 'querystring.cursor', message: 'Not a cursor from this list' },
  ]);

/** GET /stories pages by the chosen sort: a date for createdAt/updatedAt, the title otherwise. */
export type StoryCursor = KeysetCursor;

export const encodeStoryCursor = (cursor: StoryCursor): string => encodeKeysetCursor(cursor.value, cursor.id);

/** Undefined unless it is a cursor this server wrote for that sort: a date must be a date. */
export function decodeStoryCursor(
  text: string,
  sortBy: 'createdAt' | 'updatedAt' | 'title',
): StoryCursor | undefined {
  const cursor = decodeKeysetCursor(text);
  if (!cursor || (sortBy !== 'title' && !parseCursorTime(cursor.value))) return undefined;
  return cursor;
}

/** A search is paged by (rank, createdAt, id): the last item's rank and creation time, and its id. */
export interface SearchCursor {
  rank: number;
  createdAt: string;
  id: string;
}

export const encodeSearchCursor = ({ rank, createdAt, id }: SearchCursor): string =>
  encodeKeysetCursor(`${rank}|${createdAt}`, id);

/** Undefined unless this server wrote it for a search (a list cursor is not one, and the other way round). */
export function decodeSearchCursor(text: string): SearchCursor | undefined {
  const cursor = decodeKeysetCursor(text);
  const [, rank, createdAt] = /^(\d)\|(.+)$/.exec(cursor?.value ?? '') ?? [];
  if (!cursor || rank === undefined || createdAt === undefined || !parseCursorTime(createdAt)) {
    return undefined;
  }
  return { rank: Number(rank), createdAt, id: cursor.id };
}
