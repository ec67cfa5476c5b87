import { decodeKeysetCursor, encodeKeysetCursor, type KeysetCursor } from '../../http/keyset-cursor';

/** GET /stories pages by the chosen sort: a date for createdAt/updatedAt, the title otherwise. */
export type StoryCursor = KeysetCursor;

export const encodeStoryCursor = (cursor: StoryCursor): string => encodeKeysetCursor(cursor.value, cursor.id);

/** Undefined unless it is a cursor this server wrote for that sort: a date must be a date. */
export function decodeStoryCursor(
  text: string,
  sortBy: 'createdAt' | 'updatedAt' | 'title',
): StoryCursor | undefined {
  const cursor = decodeKeysetCursor(text);
  if (!cursor || (sortBy !== 'title' && Number.isNaN(Date.parse(cursor.value)))) return undefined;
  return cursor;
}
