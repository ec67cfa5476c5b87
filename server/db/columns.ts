import { timestamp } from 'drizzle-orm/pg-core';

/** created_at / updated_at, kept by the database and by drizzle on every update. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/**
 * The same with millisecond precision, for tables paged by time: a cursor carries a JavaScript Date
 * (milliseconds), so the column must not hold microseconds a cursor cannot express.
 */
export const millisecondTimestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
