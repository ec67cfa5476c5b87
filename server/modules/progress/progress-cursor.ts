/**
 * Opaque keyset cursors for the progress lists: the update time and id of the last record, base64url
 * JSON. The lists are newest first; keyset paging never repeats a record on the next page.
 */
export interface ProgressCursor {
  updatedAt: Date;
  id: string;
}

export function encodeProgressCursor(cursor: ProgressCursor): string {
  return Buffer.from(JSON.stringify([cursor.updatedAt.toISOString(), cursor.id])).toString('base64url');
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Undefined for anything this server did not write: the values go into SQL comparisons. */
export function decodeProgressCursor(text: string): ProgressCursor | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) return undefined;
  const [updatedAt, id] = parsed as unknown[];
  if (typeof updatedAt !== 'string' || typeof id !== 'string' || !uuid.test(id)) return undefined;
  const date = new Date(updatedAt);
  return Number.isNaN(date.getTime()) ? undefined : { updatedAt: date, id };
}
