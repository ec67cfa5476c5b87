/** A page of a cursor-paged list (DESIGN decision 10). */
export interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** Every item of a cursor-paged list: pages are loaded one after the other, following the cursors. */
export async function collectPages<T>(load: (cursor?: string) => Promise<CursorPage<T>>): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await load(cursor);
    items.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return items;
}
