import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ChildPreferences } from '../../src/contract/child';
import { users } from './account-tables';
import { millisecondTimestamps } from './columns';

/**
 * Kid profiles, consent records and analytics events (ADR 012). All three go with the account: the
 * parent who deletes it asked for everything to go.
 */

export const children = pgTable(
  'children',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    age: integer('age').notNull(),
    avatar: text('avatar').notNull(),
    preferences: jsonb('preferences').$type<ChildPreferences>().notNull(),
    // What the parent wrote about the child's interests, as written ("dinosaurs, space, the sea").
    interests: text('interests').notNull().default(''),
    // Paged by creation time with a keyset cursor: millisecond precision (columns.ts).
    ...millisecondTimestamps,
  },
  (table) => [
    index('children_parent_created_idx').on(table.parentId, table.createdAt, table.id),
    check('children_age_range', sql`${table.age} between 3 and 12`),
  ],
);

export type ChildRow = typeof children.$inferSelect;

/**
 * Consent is evidence: every change is a new row, none is ever updated, and the current state is the
 * latest row. `seq` orders rows inserted within the same millisecond.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    analytics: boolean('analytics').notNull(),
    personalization: boolean('personalization').notNull(),
    marketing: boolean('marketing').notNull(),
    dataCollection: boolean('data_collection').notNull(),
    version: text('version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index('consent_records_user_seq_idx').on(table.userId, table.seq)],
);

export type ConsentRecordRow = typeof consentRecords.$inferSelect;

/**
 * Analytics events as stored after the server's own redaction. `event_id` is the client's id: the
 * unique constraint makes a resent event a no-op. `occurred_at` is the client's clock, `received_at` ours.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: text('event_id').notNull().unique(),
    name: text('name').notNull(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull(),
    sessionId: text('session_id'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    occurredAt: timestamp('occurred_at', { withTimezone: true, precision: 3 }),
    receivedAt: timestamp('received_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index('analytics_events_user_idx').on(table.userId)],
);

export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;
