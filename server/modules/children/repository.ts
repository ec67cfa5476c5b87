import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { children, type ChildRow } from '../../db/child-tables';
import { decodeTimeCursor, encodeTimeCursor } from '../../http/keyset-cursor';

/**
 * Kid profiles, always through the parent: every read and write takes the parent's id first, so another
 * parent's profile and a missing one look the same (undefined). There is no findById.
 */

export type NewChild = Pick<
  typeof children.$inferInsert,
  'name' | 'age' | 'avatar' | 'preferences' | 'interests'
>;
export type ChildChanges = Partial<NewChild>;

export interface ChildPageRows {
  items: ChildRow[];
  nextCursor: string | null;
}

export function createChildrenRepository(db: Database) {
  const owned = (parentId: string, id: string) => and(eq(children.id, id), eq(children.parentId, parentId));

  return {
    async findOwned(parentId: string, id: string): Promise<ChildRow | undefined> {
      const [row] = await db.select().from(children).where(owned(parentId, id));
      return row;
    },

    /**
     * Oldest first (P§4: the first profile is the default active one). Undefined for a cursor this
     * server did not write.
     */
    async listForParent(
      parentId: string,
      page: { cursor?: string; limit: number },
    ): Promise<ChildPageRows | undefined> {
      const cursor = page.cursor === undefined ? undefined : decodeTimeCursor(page.cursor);
      if (page.cursor !== undefined && !cursor) return undefined;
      const after = cursor
        ? sql`(${children.createdAt}, ${children.id}) > (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)`
        : undefined;
      const rows = await db
        .select()
        .from(children)
        .where(and(eq(children.parentId, parentId), after))
        .orderBy(asc(children.createdAt), asc(children.id))
        .limit(page.limit + 1);
      const items = rows.slice(0, page.limit);
      const last = items.at(-1);
      const nextCursor = rows.length > page.limit && last ? encodeTimeCursor(last.createdAt, last.id) : null;
      return { items, nextCursor };
    },

    async create(parentId: string, values: NewChild): Promise<ChildRow> {
      const [row] = await db
        .insert(children)
        .values({ ...values, parentId })
        .returning();
      if (!row) throw new Error('Child insert returned nothing');
      return row;
    },

    async updateOwned(parentId: string, id: string, changes: ChildChanges): Promise<ChildRow | undefined> {
      const [row] = await db.update(children).set(changes).where(owned(parentId, id)).returning();
      return row;
    },

    /** The foreign keys set the profile's stories' child_id to null (ADR 012). */
    async deleteOwned(parentId: string, id: string): Promise<boolean> {
      const rows = await db.delete(children).where(owned(parentId, id)).returning({ id: children.id });
      return rows.length > 0;
    },
  };
}

export type ChildrenRepository = ReturnType<typeof createChildrenRepository>;
