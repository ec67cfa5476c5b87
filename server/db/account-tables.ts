import { sql } from 'drizzle-orm';
import { timestamps } from './columns';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** Accounts: users, their sign-in identities, sessions and refresh tokens. */

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // Stored lower-cased so the unique constraint is case-insensitive; the check keeps every writer honest.
    email: text('email').notNull().unique(),
    avatar: text('avatar'),
    // Null for accounts that only sign in with Google. A self-describing scrypt string (auth/password-hash.ts).
    passwordHash: text('password_hash'),
    // True only once a provider we trust has vouched for the address (Google's email_verified); a typed
    // address stays false until email verification exists.
    emailVerified: boolean('email_verified').notNull().default(false),
    ...timestamps,
  },
  (table) => [check('users_email_lower_case', sql`${table.email} = lower(${table.email})`)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/**
 * Sign-in identities at other providers, keyed by the provider's own stable subject id — never by the
 * email, which a person can change at Google or lose to someone else.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.subject] }),
    index('user_identities_user_id_idx').on(table.userId),
    check('user_identities_provider_known', sql`${table.provider} in ('google')`),
  ],
);

/**
 * A session is one sign-in on one device: the family of refresh tokens that rotate from it. Revoking
 * the row ends every token of the family and every access token that names it (`sid`) at once.
 * `expires_at` is the absolute lifetime, fixed at sign-in; rotation never extends it.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    // 'password-change': a new password ends every other session of the parent (ADR 027).
    check(
      'sessions_revoked_reason_known',
      sql`${table.revokedReason} in ('logout', 'reuse', 'password-change')`,
    ),
  ],
);

/**
 * Every refresh token ever issued in a session, stored as its SHA-256 (the token itself is 256 random
 * bits, so a fast hash is enough and a database leak yields nothing usable). A token is used once:
 * `rotated_at` marks it spent, and a spent token presented again revokes its session
 * (auth/session-store.ts). Rows stay until their session goes, so reuse is recognised for its lifetime.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_session_id_idx').on(table.sessionId)],
);

/**
 * Rate-limit counters shared by every API process on one database (issue 16): one row per route and
 * client address, counting hits until `reset_at`, then starting again.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_reset_at_idx').on(table.resetAt)],
);
