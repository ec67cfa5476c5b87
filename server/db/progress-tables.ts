import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './account-tables';
import { children } from './child-tables';
import { millisecondTimestamps } from './columns';
import { chapters, stories } from './story-tables';

/**
 * Listening progress (S§3, P§3): one row per (kid profile, story, chapter). Upserts merge by
 * `last_listened_at`, the device's clock (ADR 015). The row goes with its kid, story, chapter or account:
 * every foreign key cascades.
 */
export const listeningProgress = pgTable(
  'listening_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    chapterId: uuid('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    /** Whole seconds into the chapter. */
    position: integer('position').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    /** Whole seconds; never goes down. */
    totalListeningTime: integer('total_listening_time').notNull().default(0),
    /** The device's time of the newest write merged in: the merge clock. */
    lastListenedAt: timestamp('last_listened_at', { withTimezone: true, precision: 3 }).notNull(),
    // Paged by updated_at with a keyset cursor: millisecond precision (columns.ts).
    ...millisecondTimestamps,
  },
  (table) => [
    uniqueIndex('listening_progress_child_story_chapter_unique').on(
      table.childId,
      table.storyId,
      table.chapterId,
    ),
    // The list order (newest first) of GET /progress/user/{userId}; also serves the account's cascade.
    index('listening_progress_user_updated_idx').on(table.userId, table.updatedAt, table.id),
    // GET /progress/user/{userId}/story/{storyId}, and the story's cascade.
    index('listening_progress_story_updated_idx').on(table.storyId, table.updatedAt, table.id),
    // A deleted chapter finds its rows.
    index('listening_progress_chapter_idx').on(table.chapterId),
    check('listening_progress_position_range', sql`${table.position} >= 0`),
    check('listening_progress_total_range', sql`${table.totalListeningTime} >= 0`),
  ],
);

export type ListeningProgressRow = typeof listeningProgress.$inferSelect;

/**
 * A kid's favourite stories: one row per (kid profile, story), kept when unmarked so that a
 * change made offline merges by the device's clock like listening progress (ADR 015).
 */
export const storyFavourites = pgTable(
  'story_favourites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    favourite: boolean('favourite').notNull(),
    /** The device's time of the newest change merged in: the merge clock. */
    changedAt: timestamp('changed_at', { withTimezone: true, precision: 3 }).notNull(),
    ...millisecondTimestamps,
  },
  (table) => [
    uniqueIndex('story_favourites_child_story_unique').on(table.childId, table.storyId),
    index('story_favourites_user_updated_idx').on(table.userId, table.updatedAt, table.id),
    index('story_favourites_story_idx').on(table.storyId),
  ],
);

export type StoryFavouriteRow = typeof storyFavourites.$inferSelect;
