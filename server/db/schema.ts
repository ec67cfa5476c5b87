import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The database schema, one table per domain noun. After changing it, run `npm run db:generate` and commit
 * the SQL it writes to `drizzle/`: the server applies those files at start, on PGlite and PostgreSQL alike.
 */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // Stored lower-cased so the unique constraint is case-insensitive; the check keeps every writer honest.
    email: text('email').notNull().unique(),
    avatar: text('avatar'),
    // Null for accounts that only sign in with Google.
    passwordHash: text('password_hash'),
    ...timestamps,
  },
  (table) => [check('users_email_lower_case', sql`${table.email} = lower(${table.email})`)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
