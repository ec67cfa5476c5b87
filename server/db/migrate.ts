import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { createStoriesRepository } from '../modules/stories/repository';
import type { Database, DatabaseDriver } from './client';

/** The committed SQL written by `npm run db:generate`; the same files serve PGlite and PostgreSQL. */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

// Any constant works; it only has to be the same in every process of this app.
const migrationLockId = 7_270_641;

/**
 * Data that SQL cannot write, filled in by the app once the schema is there: today the search form of
 * stories older than its columns (migration 0007, ADR 018). Idempotent, and a no-op once done.
 */
export async function fillDerivedData(db: Database): Promise<void> {
  const stories = createStoriesRepository(db);
  while ((await stories.fillMissingSearchText(500)) > 0);
}

/**
 * Applies the migrations not yet recorded in the database, then fills what they left for the app. On
 * PostgreSQL several servers may start at once, so they take turns under an advisory lock held on one
 * dedicated connection.
 */
export async function runMigrations(driver: DatabaseDriver): Promise<void> {
  if (driver.kind === 'pglite') {
    await migratePglite(driver.db, { migrationsFolder });
    await fillDerivedData(driver.db);
    return;
  }
  const connection = await driver.pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [migrationLockId]);
    await migratePostgres(drizzle({ client: connection }), { migrationsFolder });
    await fillDerivedData(driver.db);
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [migrationLockId]).catch(() => undefined);
    connection.release();
  }
}
