import { and, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { Database } from '../../db/client';
import { children } from '../../db/child-tables';
import { listeningProgress, type ListeningProgressRow } from '../../db/progress-tables';
import { chapters, stories } from '../../db/story-tables';
import { decodeTimeCursor, encodeTimeCursor } from '../../http/keyset-cursor';

/**
 * Listening progress, always through the parent: every read and write takes the caller's id first, so
 * another parent's record and a missing one look the same (undefined). There is no findById.
 */

export interface ProgressWrite {
  childId: string;
  storyId: string;
  chapterId: string;
  /** Whole seconds. */
  position: number;
  completed: boolean;
  /** Whole seconds. */
  totalListeningTime: number;
  /** The device's clock: the merge order (ADR 015). */
  recordedAt: Date;
}

export type UpsertOutcome =
  | { kind: 'created' | 'updated' | 'unchanged'; row: ListeningProgressRow }
  /** The kid, the story or the chapter is not the caller's (or does not exist). */
  | { kind: 'not-owned' };

export interface ProgressFilter {
  storyId?: string;
  childId?: string;
  completed?: boolean;
  cursor?: string;
  limit: number;
}

const progress = listeningProgress;

/** A row deleted by a concurrent request between the statement's read and its insert (SQLSTATE 23503). */
function isForeignKeyViolation(error: unknown): boolean {
  const cause = error instanceof DrizzleQueryError ? error.cause : error;
  return cause instanceof Error && 'code' in cause && cause.code === '23503';
}

export function createProgressRepository(db: Database) {
  const owned = (userId: string, id: string) => and(eq(progress.id, id), eq(progress.userId, userId));

  return {
    /**
     * The upsert and its merge in ONE statement (ADR 015), so concurrent writes of the same row are
     * serialised by the unique index and none is lost:
     *  - the SELECT inserts nothing unless the kid and the story are the caller's and the chapter is the
     *    story's;
     *  - position and completed come from the write with the newest `recordedAt` (ties: the incoming);
     *  - total listening time and last-listened time only go up;
     *  - the WHERE skips an update that would change nothing, so a replay keeps `updated_at`.
     */
    async upsert(userId: string, write: ProgressWrite): Promise<UpsertOutcome> {
      const recordedAt = write.recordedAt.toISOString();
      const source = db
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          userId: sql`${userId}::uuid`.as('user_id'),
          childId: children.id,
          storyId: stories.id,
          chapterId: chapters.id,
          position: sql`${write.position}::integer`.as('position'),
          completed: sql`${write.completed}::boolean`.as('completed'),
          totalListeningTime: sql`${write.totalListeningTime}::integer`.as('total_listening_time'),
          lastListenedAt: sql`${recordedAt}::timestamptz`.as('last_listened_at'),
          createdAt: sql`now()`.as('created_at'),
          updatedAt: sql`now()`.as('updated_at'),
        })
        .from(chapters)
        .innerJoin(stories, eq(stories.id, chapters.storyId))
        .innerJoin(children, eq(children.id, write.childId))
        .where(
          and(
            eq(chapters.id, write.chapterId),
            eq(stories.id, write.storyId),
            eq(stories.authorId, userId),
            eq(children.parentId, userId),
          ),
        );
      const incomingIsNewest = sql`excluded.last_listened_at >= ${progress.lastListenedAt}`;
      let rows: (ListeningProgressRow & { created: boolean })[];
      try {
        rows = await db
          .insert(progress)
          .select(source)
          .onConflictDoUpdate({
            target: [progress.childId, progress.storyId, progress.chapterId],
            set: {
              position: sql`case when ${incomingIsNewest} then excluded.position else ${progress.position} end`,
              completed: sql`case when ${incomingIsNewest} then excluded.completed else ${progress.completed} end`,
              totalListeningTime: sql`greatest(${progress.totalListeningTime}, excluded.total_listening_time)`,
              lastListenedAt: sql`greatest(${progress.lastListenedAt}, excluded.last_listened_at)`,
              updatedAt: sql`now()`,
            },
            setWhere: sql`(${incomingIsNewest} and (excluded.position <> ${progress.position} or excluded.completed <> ${progress.completed}))
              or excluded.total_listening_time > ${progress.totalListeningTime}
              or excluded.last_listened_at > ${progress.lastListenedAt}`,
          })
          // xmax is 0 on a freshly inserted row version and set on an updated one.
          .returning({ ...getTableColumns(progress), created: sql<boolean>`(xmax = 0)` });
      } catch (error) {
        if (isForeignKeyViolation(error)) return { kind: 'not-owned' };
        throw error;
      }
      const [row] = rows;
      if (row) {
        const { created, ...record } = row;
        return { kind: created ? 'created' : 'updated', row: record };
      }
      // Nothing written: either a replay that changes nothing, or ids that are not the caller's.
      const [existing] = await db
        .select()
        .from(progress)
        .where(
          and(
            eq(progress.userId, userId),
            eq(progress.childId, write.childId),
            eq(progress.storyId, write.storyId),
            eq(progress.chapterId, write.chapterId),
          ),
        );
      return existing ? { kind: 'unchanged', row: existing } : { kind: 'not-owned' };
    },

    async ownsChild(userId: string, childId: string): Promise<boolean> {
      const rows = await db
        .select({ id: children.id })
        .from(children)
        .where(and(eq(children.id, childId), eq(children.parentId, userId)));
      return rows.length > 0;
    },

    async ownsStory(userId: string, storyId: string): Promise<boolean> {
      const rows = await db
        .select({ id: stories.id })
        .from(stories)
        .where(and(eq(stories.id, storyId), eq(stories.authorId, userId)));
      return rows.length > 0;
    },

    /** The chapter when it belongs to the story; the story must already be known to be the caller's. */
    async chapterOf(storyId: string, chapterId: string): Promise<{ duration: number } | undefined> {
      const [row] = await db
        .select({ duration: chapters.duration })
        .from(chapters)
        .where(and(eq(chapters.id, chapterId), eq(chapters.storyId, storyId)));
      return row;
    },

    /**
     * Newest first (updated_at, then id), keyset-paged. Undefined for a cursor this server did not write.
     */
    async list(
      userId: string,
      filter: ProgressFilter,
    ): Promise<{ items: ListeningProgressRow[]; nextCursor: string | null } | undefined> {
      const cursor = filter.cursor === undefined ? undefined : decodeTimeCursor(filter.cursor);
      if (filter.cursor !== undefined && !cursor) return undefined;
      const conditions: (SQL | undefined)[] = [eq(progress.userId, userId)];
      if (filter.storyId !== undefined) conditions.push(eq(progress.storyId, filter.storyId));
      if (filter.childId !== undefined) conditions.push(eq(progress.childId, filter.childId));
      if (filter.completed !== undefined) conditions.push(eq(progress.completed, filter.completed));
      if (cursor) {
        conditions.push(
          sql`(${progress.updatedAt}, ${progress.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)`,
        );
      }
      const rows = await db
        .select()
        .from(progress)
        .where(and(...conditions))
        .orderBy(desc(progress.updatedAt), desc(progress.id))
        .limit(filter.limit + 1);
      const items = rows.slice(0, filter.limit);
      const last = items.at(-1);
      const nextCursor =
        rows.length > filter.limit && last ? encodeTimeCursor(last.updatedAt, last.id) : null;
      return { items, nextCursor };
    },

    /** One kid's record for a chapter; without a kid, the most recently listened of the caller's kids. */
    async findForChapter(
      userId: string,
      chapterId: string,
      childId: string | undefined,
    ): Promise<ListeningProgressRow | undefined> {
      const [row] = await db
        .select()
        .from(progress)
        .where(
          and(
            eq(progress.userId, userId),
            eq(progress.chapterId, chapterId),
            childId === undefined ? undefined : eq(progress.childId, childId),
          ),
        )
        .orderBy(desc(progress.lastListenedAt), desc(progress.id))
        .limit(1);
      return row;
    },

    /**
     * Marks a record completed at the chapter's end (its duration, when narrated). The merge clock moves
     * to now, so an older write still waiting in a device's queue cannot undo the mark.
     */
    async completeOwned(userId: string, id: string): Promise<ListeningProgressRow | undefined> {
      const [row] = await db
        .update(progress)
        .set({
          completed: true,
          position: sql`case when ${chapters.duration} > 0 then floor(${chapters.duration})::integer else ${progress.position} end`,
          lastListenedAt: sql`greatest(${progress.lastListenedAt}, now())`,
          updatedAt: sql`now()`,
        })
        .from(chapters)
        .where(and(owned(userId, id), eq(chapters.id, progress.chapterId)))
        .returning(getTableColumns(progress));
      return row;
    },

    async deleteOwned(userId: string, id: string): Promise<boolean> {
      const rows = await db.delete(progress).where(owned(userId, id)).returning({ id: progress.id });
      return rows.length > 0;
    },
  };
}

export type ProgressRepository = ReturnType<typeof createProgressRepository>;
