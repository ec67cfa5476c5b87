import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { StoryListQuery } from '../../../src/contract/story';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors';
import { chapters, generationJobs, stories, type StoryRow } from '../../db/story-tables';
import type { JobKind } from '../../generation/jobs/job-queue';
import { decodeStoryCursor, encodeStoryCursor } from './story-cursor';

/**
 * Stories and their chapters, always through the author: every read and write takes the caller's id
 * first, so another parent's story and a missing one look the same (undefined). There is no findById.
 */

export interface WrittenStory {
  title: string;
  description: string;
  coverKey: string;
  chapters: { order: number; title: string; paragraphs: string[] }[];
}

export type NewStory = Omit<
  typeof stories.$inferInsert,
  'id' | 'authorId' | 'status' | 'createdAt' | 'updatedAt'
>;
type ListQuery = z.output<typeof StoryListQuery>;

const sortColumns = {
  createdAt: stories.createdAt,
  updatedAt: stories.updatedAt,
  title: stories.title,
} as const;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export function createStoriesRepository(db: Database) {
  const owned = (authorId: string, id: string) => and(eq(stories.id, id), eq(stories.authorId, authorId));

  return {
    async findOwned(authorId: string, id: string): Promise<StoryRow | undefined> {
      const [row] = await db.select().from(stories).where(owned(authorId, id));
      return row;
    },

    async list(
      authorId: string,
      query: ListQuery,
    ): Promise<{ items: StoryRow[]; nextCursor: string | null }> {
      // A filter on another parent's id gives nothing, exactly like an id with no stories.
      if (query.authorId && query.authorId !== authorId) return { items: [], nextCursor: null };
      const column = sortColumns[query.sortBy];
      const conditions: (SQL | undefined)[] = [eq(stories.authorId, authorId)];
      if (query.status) conditions.push(eq(stories.status, query.status));
      if (query.theme) conditions.push(eq(stories.theme, query.theme));
      if (query.ageGroup) conditions.push(eq(stories.ageGroup, query.ageGroup));
      if (query.search) {
        const pattern = `%${escapeLike(query.search)}%`;
        conditions.push(or(ilike(stories.title, pattern), ilike(stories.description, pattern)));
      }
      const cursor = query.cursor ? decodeStoryCursor(query.cursor, query.sortBy) : undefined;
      if (query.cursor && !cursor) {
        throw new AppError('VALIDATION_ERROR', 400, 'querystring.cursor: Not a cursor from this list', [
          { path: 'querystring.cursor', message: 'Not a cursor from this list' },
        ]);
      }
      if (cursor) {
        const value = query.sortBy === 'title' ? sql`${cursor.value}` : sql`${cursor.value}::timestamptz`;
        conditions.push(
          query.sortOrder === 'desc'
            ? sql`(${column}, ${stories.id}) < (${value}, ${cursor.id}::uuid)`
            : sql`(${column}, ${stories.id}) > (${value}, ${cursor.id}::uuid)`,
        );
      }
      const order = query.sortOrder === 'desc' ? desc : asc;
      const rows = await db
        .select()
        .from(stories)
        .where(and(...conditions))
        .orderBy(order(column), order(stories.id))
        .limit(query.limit + 1);
      const items = rows.slice(0, query.limit);
      const last = items.at(-1);
      const nextCursor =
        rows.length > query.limit && last
          ? encodeStoryCursor({
              value: query.sortBy === 'title' ? last.title : last[query.sortBy].toISOString(),
              id: last.id,
            })
          : null;
      return { items, nextCursor };
    },

    /**
     * Creates the story and its first job together. Undefined when the author already has a generation
     * running: the partial unique index on active jobs decides, so two racing requests can't both start.
     */
    async createWithJob(authorId: string, values: NewStory): Promise<StoryRow | undefined> {
      try {
        return await db.transaction(async (tx) => {
          const [story] = await tx
            .insert(stories)
            .values({ ...values, authorId, status: 'generating' })
            .returning();
          if (!story) throw new Error('Story insert returned nothing');
          await tx.insert(generationJobs).values({ kind: 'write-and-narrate', storyId: story.id, authorId });
          return story;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'generation_jobs_one_active_per_author')) return undefined;
        throw error;
      }
    },

    /** The story's queued or running job of one kind, if any. */
    async activeJob(storyId: string, kind: JobKind) {
      const [job] = await db
        .select({ id: generationJobs.id, status: generationJobs.status, progress: generationJobs.progress })
        .from(generationJobs)
        .where(
          and(
            eq(generationJobs.storyId, storyId),
            eq(generationJobs.kind, kind),
            inArray(generationJobs.status, ['queued', 'running']),
          ),
        )
        .limit(1);
      return job;
    },

    /** Queues a job for a story; false when the author already has one running. */
    async enqueue(authorId: string, storyId: string, kind: JobKind): Promise<{ id: string } | undefined> {
      try {
        const [job] = await db
          .insert(generationJobs)
          .values({ kind, storyId, authorId })
          .returning({ id: generationJobs.id });
        return job;
      } catch (error) {
        if (isUniqueViolation(error, 'generation_jobs_one_active_per_author')) return undefined;
        throw error;
      }
    },

    async updateOwned(
      authorId: string,
      id: string,
      changes: Partial<Pick<StoryRow, 'title' | 'description' | 'status' | 'failureReason'>>,
    ): Promise<StoryRow | undefined> {
      const [row] = await db.update(stories).set(changes).where(owned(authorId, id)).returning();
      return row;
    },

    async deleteOwned(authorId: string, id: string): Promise<boolean> {
      const rows = await db.delete(stories).where(owned(authorId, id)).returning({ id: stories.id });
      return rows.length > 0;
    },

    /** Every story id of an author: their files must go with the account (no foreign key reaches them). */
    async idsOfAuthor(authorId: string): Promise<string[]> {
      const rows = await db.select({ id: stories.id }).from(stories).where(eq(stories.authorId, authorId));
      return rows.map((row) => row.id);
    },

    /**
     * The writer's text: the story's title, description and cover, and its chapters keyed by (story,
     * order) so a job that runs again never duplicates one — in one transaction, so a story never has
     * half its chapters.
     */
    async saveWritten(authorId: string, id: string, written: WrittenStory): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(stories)
          .set({ title: written.title, description: written.description, coverKey: written.coverKey })
          .where(owned(authorId, id));
        await tx
          .insert(chapters)
          .values(written.chapters.map((chapter) => ({ storyId: id, ...chapter })))
          .onConflictDoNothing({ target: [chapters.storyId, chapters.order] });
      });
    },

    /**
     * The story's duration becomes the sum of its chapters' audio; `publish` also publishes it, but only
     * while it is still generating (a cancelled story stays cancelled).
     */
    async finishGeneration(authorId: string, id: string, publish: boolean): Promise<void> {
      const total = sql<number>`(select coalesce(sum(${chapters.duration}), 0) from ${chapters} where ${chapters.storyId} = ${id})`;
      await db
        .update(stories)
        .set({ duration: total, ...(publish ? { status: 'published' } : {}) })
        .where(publish ? and(owned(authorId, id), eq(stories.status, 'generating')) : owned(authorId, id));
    },

    /** A generation failed for good: the story is archived with the reason, unless it already ended. */
    async markFailed(authorId: string, id: string, reason: string): Promise<void> {
      await db
        .update(stories)
        .set({ status: 'archived', failureReason: reason })
        .where(and(owned(authorId, id), eq(stories.status, 'generating')));
    },
  };
}

export type StoriesRepository = ReturnType<typeof createStoriesRepository>;
