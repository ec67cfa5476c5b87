import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { StoryListQuery } from '../../../src/contract/story';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { chapters, generationJobs, stories, type StoryCast, type StoryRow } from '../../db/story-tables';
import type { JobKind } from '../../generation/jobs/job-queue';
import { assertAddressHasRoom, lockAddressQueue, type JobOrigin } from '../../generation/jobs/job-origin';
import { THEME_NAME_LANGUAGES } from '../../../src/contract/theme-names';
import { MISSING_RANK, searchMatches, searchRank, type SearchWord } from './search-sql';
import { searchTerms, searchText, themesNamed, withSearchText } from './search-text';
import {
  decodeSearchCursor,
  decodeStoryCursor,
  emptyPage,
  encodeSearchCursor,
  encodeStoryCursor,
  notACursor,
  pageOf,
  type StoryPage,
} from './story-cursor';

/**
 * Every SQL statement on stories (their chapters are in chapters-repository.ts, but for the ones the
 * writer saves with the story's text, in one transaction), always through the author: every read and
 * write takes the author's id first, so another parent's story and a missing one look the same
 * (undefined). There is no findById; the generation jobs act as the author the job carries.
 */

export interface WrittenStory {
  title: string;
  description: string;
  coverKey: string;
  chapters: { order: number; title: string; paragraphs: string[] }[];
  storyCast?: StoryCast;
}

/** A story's place in its series: the ones just before and after it, and which part it is. */
export interface SeriesLinks {
  id: string;
  part: number;
  previous: { id: string; title: string } | null;
  next: { id: string; title: string } | null;
}

export type NewStory = Omit<
  typeof stories.$inferInsert,
  'id' | 'authorId' | 'status' | 'createdAt' | 'updatedAt' | 'searchTitle' | 'searchDescription'
>;
type ListQuery = z.output<typeof StoryListQuery>;

type Filter = SQL | undefined;
const sortColumns = {
  createdAt: stories.createdAt,
  updatedAt: stories.updatedAt,
  title: stories.title,
} as const;

/** Anything that runs queries: the database or a transaction. */
type Queries = Pick<Database, 'insert' | 'select' | 'execute'>;

/** `origin`: the request that queues jobs through this repository (ADR 042); none for the workers. */
export function createStoriesRepository(db: Database, origin?: JobOrigin) {
  /** Queues a job, recording its address; throws ADDRESS_QUEUE_FULL when the address has no room. */
  async function queueJob(tx: Queries, kind: JobKind, storyId: string, authorId: string) {
    await lockAddressQueue(tx, origin);
    const [job] = await tx
      .insert(generationJobs)
      .values({ kind, storyId, authorId, requestedFrom: origin?.address ?? null })
      .returning({ id: generationJobs.id });
    await assertAddressHasRoom(tx, origin);
    return job;
  }

  const owned = (authorId: string, id: string) => and(eq(stories.id, id), eq(stories.authorId, authorId));
  const nextOf = async (authorId: string, id: string) => {
    const [next] = await db
      .select({ id: stories.id, title: stories.title })
      .from(stories)
      .where(and(eq(stories.authorId, authorId), eq(stories.previousStoryId, id)))
      .orderBy(asc(stories.createdAt))
      .limit(1);
    return next;
  };

  async function sortedPage(filters: Filter[], query: ListQuery): Promise<StoryPage> {
    const column = sortColumns[query.sortBy];
    const cursor = query.cursor ? decodeStoryCursor(query.cursor, query.sortBy) : undefined;
    if (query.cursor && !cursor) throw notACursor();
    let after: SQL | undefined;
    if (cursor) {
      const value = query.sortBy === 'title' ? sql`${cursor.value}` : sql`${cursor.value}::timestamptz`;
      after =
        query.sortOrder === 'desc'
          ? sql`(${column}, ${stories.id}) < (${value}, ${cursor.id}::uuid)`
          : sql`(${column}, ${stories.id}) > (${value}, ${cursor.id}::uuid)`;
    }
    const order = query.sortOrder === 'desc' ? desc : asc;
    const rows = await db
      .select()
      .from(stories)
      .where(and(...filters, after))
      .orderBy(order(column), order(stories.id))
      .limit(query.limit + 1);
    return pageOf(rows, query.limit, (last) =>
      encodeStoryCursor({
        value: query.sortBy === 'title' ? last.title : last[query.sortBy].toISOString(),
        id: last.id,
      }),
    );
  }

  /** Best match first, then newest first; the cursor carries the last item's rank (search-sql.ts). */
  async function searchPage(filters: Filter[], words: SearchWord[], query: ListQuery): Promise<StoryPage> {
    const cursor = query.cursor ? decodeSearchCursor(query.cursor) : undefined;
    if (query.cursor && !cursor) throw notACursor();
    const rank = searchRank(words);
    const after = cursor
      ? sql`(${rank} > ${cursor.rank} or (${rank} = ${cursor.rank} and (${stories.createdAt}, ${stories.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)))`
      : undefined;
    // Ranked on the few columns it needs, whole rows only for the page: a common word matches
    // thousands of stories, and carrying them whole through the sort took half as long again.
    const page = db
      .select({ id: stories.id, createdAt: stories.createdAt, rank: rank.as('rank') })
      .from(stories)
      .where(and(...filters, searchMatches(words), after))
      // By the output column: the same expression written again would be computed again (its
      // parameters are new ones, so Postgres cannot tell it is the same).
      .orderBy(sql`"rank"`, desc(stories.createdAt), desc(stories.id))
      .limit(query.limit + 1)
      .as('page');
    const rows = await db
      .select({ story: stories, rank: page.rank })
      .from(page)
      .innerJoin(stories, eq(stories.id, page.id))
      .orderBy(page.rank, desc(page.createdAt), desc(page.id));
    const ranks = new Map(rows.map((row) => [row.story.id, row.rank]));
    return pageOf(
      rows.map((row) => row.story),
      query.limit,
      (last) =>
        encodeSearchCursor({
          rank: ranks.get(last.id) ?? MISSING_RANK,
          createdAt: last.createdAt.toISOString(),
          id: last.id,
        }),
    );
  }

  return {
    async findOwned(authorId: string, id: string): Promise<StoryRow | undefined> {
      const [row] = await db.select().from(stories).where(owned(authorId, id));
      return row;
    },

    /** A page of the author's stories: sorted as asked, or best match first when searching. */
    async list(authorId: string, query: ListQuery): Promise<StoryPage> {
      // A filter on another parent's id gives nothing, exactly like an id with no stories.
      if (query.authorId && query.authorId !== authorId) return emptyPage;
      const filters = [
        eq(stories.authorId, authorId),
        query.status ? eq(stories.status, query.status) : undefined,
        query.theme ? eq(stories.theme, query.theme) : undefined,
        query.ageGroup ? eq(stories.ageGroup, query.ageGroup) : undefined,
      ];
      if (query.search === undefined) return sortedPage(filters, query);
      const languages = query.language ? [query.language] : THEME_NAME_LANGUAGES;
      const words = searchTerms(query.search).map((term) => ({ term, themes: themesNamed(term, languages) }));
      // Nothing to look for (the query was only punctuation): nothing is found.
      return words.length === 0 ? emptyPage : searchPage(filters, words, query);
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
            .values({ ...withSearchText(values), authorId, status: 'generating' })
            .returning();
          if (!story) throw new Error('Story insert returned nothing');
          await queueJob(tx, 'write-and-narrate', story.id, authorId);
          return story;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'generation_jobs_one_active_per_author')) return undefined;
        throw error;
      }
    },

    /**
     * Sets a failed or cancelled story generating again with a new job, in one transaction (retry):
     * 'busy' when the author already has a generation running (the partial unique index decides),
     * 'not-failed' when the story is not failed (any more). A new seed replaces the old one if given.
     */
    async restartGeneration(
      authorId: string,
      id: string,
      seed: string | undefined,
    ): Promise<'restarted' | 'busy' | 'not-failed'> {
      try {
        return await db.transaction(async (tx) => {
          const [story] = await tx
            .update(stories)
            .set({ status: 'generating', failureReason: null, ...(seed ? { seed } : {}) })
            .where(and(owned(authorId, id), eq(stories.status, 'archived'), isNotNull(stories.failureReason)))
            .returning({ id: stories.id });
          if (!story) return 'not-failed';
          await queueJob(tx, 'write-and-narrate', id, authorId);
          return 'restarted';
        });
      } catch (error) {
        if (isUniqueViolation(error, 'generation_jobs_one_active_per_author')) return 'busy';
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
        return await db.transaction((tx) => queueJob(tx, kind, storyId, authorId));
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
      const [row] = await db
        .update(stories)
        .set(withSearchText(changes))
        .where(owned(authorId, id))
        .returning();
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
          .set(
            withSearchText({
              title: written.title,
              description: written.description,
              coverKey: written.coverKey,
            }),
          )
          .where(owned(authorId, id));
        if (written.storyCast)
          await tx.update(stories).set({ storyCast: written.storyCast }).where(owned(authorId, id));
        await tx
          .insert(chapters)
          .values(written.chapters.map((chapter) => ({ storyId: id, ...chapter })))
          .onConflictDoNothing({ target: [chapters.storyId, chapters.order] });
      });
    },

    async seriesLinks(authorId: string, story: StoryRow): Promise<SeriesLinks | undefined> {
      const seriesId = story.seriesId;
      if (!seriesId) return undefined;
      const link = { id: stories.id, title: stories.title };
      const [previous] = story.previousStoryId
        ? await db.select(link).from(stories).where(owned(authorId, story.previousStoryId))
        : [];
      const next = await nextOf(authorId, story.id);
      const [row] = await db
        .select({ part: count() })
        .from(stories)
        .where(
          and(
            eq(stories.authorId, authorId),
            eq(stories.seriesId, seriesId),
            lte(stories.createdAt, story.createdAt),
          ),
        );
      return { id: seriesId, part: row?.part ?? 1, previous: previous ?? null, next: next ?? null };
    },

    /** The story that follows this one in its series, if one was made. */
    nextOf,

    /** The first story of a series is its own series' id. */
    async startSeries(authorId: string, id: string): Promise<void> {
      await db
        .update(stories)
        .set({ seriesId: id })
        .where(and(owned(authorId, id), isNull(stories.seriesId)));
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

    /**
     * Writes the search form of up to `batchSize` stories that have none (rows older than the search
     * columns); resolves how many it wrote, 0 once every story has one.
     */
    async fillMissingSearchText(batchSize: number): Promise<number> {
      const rows = await db
        .select({ id: stories.id, title: stories.title, description: stories.description })
        .from(stories)
        .where(isNull(stories.searchTitle))
        .limit(batchSize);
      if (rows.length === 0) return 0;
      const values = rows.map(
        (row) => sql`(${row.id}::uuid, ${searchText(row.title)}, ${searchText(row.description)})`,
      );
      await db.execute(sql`
        update ${stories} set search_title = missing.title, search_description = missing.description
        from (values ${sql.join(values, sql`, `)}) as missing (id, title, description)
        where ${stories.id} = missing.id`);
      return rows.length;
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
