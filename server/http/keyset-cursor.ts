/**
 * Opaque keyset cursors for the cursor-paged lists (stories, kid profiles, progress): the sort value and
 * id of the last item of a page, as base64url JSON. Keyset (not offset) paging never repeats or skips an
 * item while others are added.
 */
export interface KeysetCursor {
  value: string;
  id: string;
}

export function encodeKeysetCursor(value: string, id: string): string {
  return Buffer.from(JSON.stringify([value, id])).toString('base64url');
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Undefined for anything this server did not write: the values go into SQL comparisons. */
export function decodeKeysetCursor(text: string): KeysetCursor | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) return undefined;
  const [value, id] = parsed as unknown[];
  if (typeof value !== 'string' || typeof id !== 'string' || !uuid.test(id)) return undefined;
  return { value, id };
}

/** A cursor whose sort value is a time (creation or update). */
export function encodeTimeCursor(at: Date, id: string): string {
  return encodeKeysetCursor(at.toISOString(), id);
}

export function decodeTimeCursor(text: string): { at: Date; id: string } | undefined {
  const cursor = decodeKeysetCursor(text);
  const at = cursor ? new Date(cursor.value) : undefined;
  return cursor && at && !Number.isNaN(at.getTime()) ? { at, id: cursor.id } : undefined;
}
