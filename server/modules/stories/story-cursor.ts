/**
 * Opaque keyset cursors for GET /stories: the sort value and id of the last item, base64url JSON. Keyset
 * (not offset) paging keeps "Load more" correct while new stories are being created.
 */
export interface StoryCursor {
  value: string;
  id: string;
}

export function encodeStoryCursor(cursor: StoryCursor): string {
  return Buffer.from(JSON.stringify([cursor.value, cursor.id])).toString('base64url');
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Undefined for anything that is not a cursor this server wrote for that sort: the values go into SQL
 * comparisons, so a date must be a date and an id an id.
 */
export function decodeStoryCursor(
  text: string,
  sortBy: 'createdAt' | 'updatedAt' | 'title',
): StoryCursor | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) return undefined;
  const [value, id] = parsed as unknown[];
  if (typeof value !== 'string' || typeof id !== 'string' || !uuid.test(id)) return undefined;
  if (sortBy !== 'title' && Number.isNaN(Date.parse(value))) return undefined;
  return { value, id };
}
