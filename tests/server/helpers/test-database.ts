import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../server/db/client';

/**
 * Every test file gets its own freshly migrated database, prepared once by global-setup.ts:
 * - PGlite (default): a new in-memory PGlite loaded from a snapshot of a migrated one (~0.5 s),
 *   instead of initdb + migrations (~3-5 s).
 * - PostgreSQL (DATABASE_URL set): `CREATE DATABASE … TEMPLATE <migrated template>`, dropped afterwards.
 */

export type TestDatabaseSource =
  { kind: 'pglite'; snapshotPath: string } | { kind: 'postgres'; adminUrl: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseSource: TestDatabaseSource;
  }
}

export interface TestDatabase {
  database: DatabaseHandle;
  /** Set on PostgreSQL, for tests that start the real server process against the same database. */
  databaseUrl: string | undefined;
  /** Closes the handle and, on PostgreSQL, drops the database. */
  cleanup(): Promise<void>;
}

export const uniqueDatabaseName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

export function databaseUrlFor(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements on the maintenance database (CREATE/DROP DATABASE cannot run inside a pool transaction). */
export async function withAdminClient<T>(
  adminUrl: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty, migrated database with nothing else using it. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const source = inject('testDatabaseSource');
  if (source.kind === 'pglite') {
    const snapshot = new Blob([await readFile(source.snapshotPath)]);
    const database = await openDatabase(
      { DATA_DIR: '', DATABASE_URL: undefined },
      { pgliteInMemory: { snapshot } },
    );
    return { database, databaseUrl: undefined, cleanup: () => database.close() };
  }
  const name = uniqueDatabaseName('fc_test');
  await withAdminClient(source.adminUrl, (client) =>
    client.query(`CREATE DATABASE "${name}" TEMPLATE "${source.template}"`),
  );
  const databaseUrl = databaseUrlFor(source.adminUrl, name);
  const database = await openDatabase({ DATA_DIR: '', DATABASE_URL: databaseUrl });
  return {
    database,
    databaseUrl,
    cleanup: async () => {
      await database.close();
      await withAdminClient(source.adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
    },
  };
}
