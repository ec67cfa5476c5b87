import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './account-tables';
import { children } from './child-tables';
import type { StoryMemory } from '../generation/writer/types';
import { millisecondTimestamps, timestamps } from './columns';

/**
 * Stories, their chapters, and the durable jobs that write and narrate them (DESIGN decision 5).
 * A chapter is keyed by (story, order), so a job that runs again after a crash never duplicates one.
 */

export const stories = pgTable(
  'stories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The listener the story was made for; deleting the profile keeps the story, without its listener.
    childId: uuid('child_id').references(() => children.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    // True when the parent gave no title: the writer's own title replaces the placeholder.
    autoTitle: boolean('auto_title').notNull().default(false),
    description: text('description').notNull().default(''),
    // The title and description in search form (lower case, no accents; ADR 018), written by the app
    // with them. Null only on rows older than the column until the start-up backfill reaches them.
    searchTitle: text('search_title'),
    searchDescription: text('search_description'),
    // True when the description is the form's generic sentence: the writer's own replaces it.
    autoDescription: boolean('auto_description').notNull().default(false),
    theme: text('theme').notNull(),
    ageGroup: text('age_group').notNull(),
    language: text('language').notNull().default('en'),
    voice: text('voice').notNull(),
    chapterCount: integer('chapter_count').notNull(),
    targetDuration: integer('target_duration').notNull(),
    customPrompt: text('custom_prompt'),
    heroName: text('hero_name'),
    seed: text('seed').notNull(),
    status: text('status').notNull().default('generating'),
    failureReason: text('failure_reason'),
    coverKey: text('cover_key'),
    /** Seconds: the sum of the chapters' real audio durations. */
    duration: doublePrecision('duration').notNull().default(0),
    /** Who the story is about and where, as the writer told it: a series' next story starts from it. */
    storyCast: jsonb('story_cast').$type<StoryCast>(),
    /** The first story of the series this one belongs to (its own id for the first); null when none. */
    seriesId: uuid('series_id'),
    /** The story this one follows in its series; a deleted story leaves the next without a link. */
    previousStoryId: uuid('previous_story_id').references((): AnyPgColumn => stories.id, {
      onDelete: 'set null',
    }),
    ...millisecondTimestamps,
  },
  (table) => [
    index('stories_author_created_idx').on(table.authorId, table.createdAt),
    index('stories_author_updated_idx').on(table.authorId, table.updatedAt),
    // Deleting a kid profile sets its stories' child_id to null: this index finds them.
    index('stories_child_idx').on(table.childId),
    index('stories_series_idx').on(table.seriesId),
    index('stories_previous_idx').on(table.previousStoryId),
    // Rows whose search form is still to be written: empty once the backfill has run, so finding none
    // at start-up costs nothing however many stories there are.
    index('stories_search_missing_idx')
      .on(table.id)
      .where(sql`${table.searchTitle} is null`),
    check('stories_status_known', sql`${table.status} in ('published', 'generating', 'draft', 'archived')`),
  ],
);

export const chapters = pgTable(
  'chapters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    order: integer('chapter_order').notNull(),
    title: text('title').notNull(),
    paragraphs: jsonb('paragraphs').$type<string[]>().notNull(),
    status: text('status').notNull().default('pending'),
    /** Seconds of real audio; 0 until narrated. */
    duration: doublePrecision('duration').notNull().default(0),
    audioKey: text('audio_key'),
    audioBytes: integer('audio_bytes'),
    /** When the current audio was stored; a regeneration skips chapters narrated after it began. */
    audioGeneratedAt: timestamp('audio_generated_at', { withTimezone: true }),
    wordTimings: jsonb('word_timings').$type<{ word: string; startMs: number; endMs: number }[]>(),
    error: text('error'),
    ...timestamps,
  },
  (table) => [
    unique('chapters_story_order_unique').on(table.storyId, table.order),
    check('chapters_status_known', sql`${table.status} in ('pending', 'generating-audio', 'ready', 'error')`),
  ],
);

export const generationJobs = pgTable(
  'generation_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** 0–100, for regeneration progress. */
    progress: integer('progress').notNull().default(0),
    /** The chapter a 'rewrite-chapter' job writes again, and how the parent asked for it. */
    chapterId: uuid('chapter_id').references(() => chapters.id, { onDelete: 'cascade' }),
    instruction: text('instruction'),
    /** The client address that asked (request.ip), for the per-address cap on queued stories (issue 16). */
    requestedFrom: text('requested_from'),
    ...timestamps,
  },
  (table) => [
    index('generation_jobs_claim_idx').on(table.status, table.runAfter),
    index('generation_jobs_requested_from_idx')
      .on(table.requestedFrom)
      .where(sql`${table.status} in ('queued', 'running')`),
    // One generation per parent at a time, whatever the client does (S§5); a chapter rewrite is not one.
    uniqueIndex('generation_jobs_one_active_per_author')
      .on(table.authorId)
      .where(sql`${table.status} in ('queued', 'running') and ${table.kind} <> 'rewrite-chapter'`),
    // One chapter rewrite at a time per story.
    uniqueIndex('generation_jobs_one_rewrite_per_story')
      .on(table.storyId)
      .where(sql`${table.status} in ('queued', 'running') and ${table.kind} = 'rewrite-chapter'`),
    check(
      'generation_jobs_kind_known',
      sql`${table.kind} in ('write-and-narrate', 'regenerate-audio', 'rewrite-chapter')`,
    ),
    check(
      'generation_jobs_instruction_known',
      sql`${table.instruction} is null or ${table.instruction} in ('gentler', 'shorter', 'again')`,
    ),
    check(
      'generation_jobs_status_known',
      sql`${table.status} in ('queued', 'running', 'completed', 'failed', 'cancelled')`,
    ),
  ],
);

/** The cast and setting a story was written with (WrittenStory's), kept for its series. */
export interface StoryCast {
  hero: string;
  companion: string;
  helper: string;
  setting: string;
  /** What the next story of its series starts from. */
  memory?: StoryMemory;
}

export type StoryRow = typeof stories.$inferSelect;
export type ChapterRow = typeof chapters.$inferSelect;
export type GenerationJobRow = typeof generationJobs.$inferSelect;
