/**
 * Opaque keyset cursors for GET /children/parent/{parentId}: the creation time and id of the last
 * profile, base64url JSON. Keyset paging never repeats or skips a profile while others are added.
 */
export interface ChildCursor {
  createdAt: Date;
  id: string;
}

export function encodeChildCursor(cursor: ChildCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt.toISOString(), cursor.id])).toString('base64url');
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Undefined for anything this server did not write: the values go into SQL comparisons. */
export function decodeChildCursor(text: string): ChildCursor | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) return undefined;
  const [createdAt, id] = parsed as unknown[];
  if (typeof createdAt !== 'string' || typeof id !== 'string' || !uuid.test(id)) return undefined;
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? undefined : { createdAt: date, id };
}
