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

/**
 * Undefined for anything this server did not write: the values go into SQL comparisons, so a crafted
 * value must be refused here (400) rather than by PostgreSQL (500). Text never holds a NUL.
 */
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
  if (value.includes('\u0000')) return undefined;
  return { value, id };
}

/**
 * Only what `toISOString()` writes, in years 1 to 9999: JavaScript reads "1" or year +275760 as dates,
 * and PostgreSQL refuses both (and year 0, which it does not have).
 */
export function parseCursorTime(value: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(value) || value.startsWith('0000'))
    return undefined;
  const at = new Date(value);
  return !Number.isNaN(at.getTime()) && at.toISOString() === value ? at : undefined;
}

/** A cursor whose sort value is a time (creation or update). */
export function encodeTimeCursor(at: Date, id: string): string {
  return encodeKeysetCursor(at.toISOString(), id);
}

export function decodeTimeCursor(text: string): { at: Date; id: string } | undefined {
  const cursor = decodeKeysetCursor(text);
  const at = cursor ? parseCursorTime(cursor.value) : undefined;
  return cursor && at ? { at, id: cursor.id } : undefined;
}
