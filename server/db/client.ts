import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Config } from '../config';
import * as schema from './schema';

/**
 * One database handle for both backends. Modules only see `db`, typed as the common Postgres dialect, so
 * the same query code runs on embedded PGlite and on PostgreSQL.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

/** The driver-specific handle, needed only where drizzle has one function per driver (migrations). */
export type DatabaseDriver =
  | { kind: 'pglite'; db: PgliteDatabase<typeof schema>; client: PGlite }
  | { kind: 'postgres'; db: NodePgDatabase<typeof schema>; pool: pg.Pool };

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: DatabaseKind;
  readonly driver: DatabaseDriver;
  /** Runs `select 1`; resolves to the round trip in milliseconds, rejects when the database is unreachable. */
  ping(): Promise<number>;
  /** Idempotent. An open PGlite keeps Node alive, so every opener must close. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** Tests: PGlite in memory instead of DATA_DIR/pglite, optionally loaded from a `dumpDataDir()` snapshot. */
  pgliteInMemory?: { snapshot?: Blob };
  /** Errors of idle pooled connections (PostgreSQL restarted); without a listener they crash the process. */
  onBackgroundError?: (error: Error) => void;
}

const pingTimeoutMs = 2_000;

async function timed(query: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Database ping timed out after ${pingTimeoutMs} ms`)),
      pingTimeoutMs,
    );
  });
  try {
    await Promise.race([query(), timeout]);
    return Math.round((performance.now() - started) * 10) / 10;
  } finally {
    clearTimeout(timer);
  }
}

function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

async function openPglite(
  config: Pick<Config, 'DATA_DIR'>,
  options: OpenDatabaseOptions,
): Promise<DatabaseHandle> {
  const inMemory = options.pgliteInMemory;
  const dataDir = path.join(config.DATA_DIR, 'pglite');
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const client = inMemory
    ? await PGlite.create(inMemory.snapshot ? { loadDataDir: inMemory.snapshot } : {})
    : await PGlite.create(dataDir);
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    driver: { kind: 'pglite', db, client },
    ping: () => timed(() => client.query('select 1')),
    close: once(() => client.close()),
  };
}

function openPostgres(url: string, options: OpenDatabaseOptions): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  pool.on('error', (error) => (options.onBackgroundError ?? console.error)(error));
  const db = drizzlePostgres({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    driver: { kind: 'postgres', db, pool },
    ping: () => timed(() => db.execute(sql`select 1`)),
    close: once(() => pool.end()),
  };
}

/** PGlite in DATA_DIR/pglite when DATABASE_URL is unset, else a `pg` pool to PostgreSQL. */
export async function openDatabase(
  config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL'>,
  options: OpenDatabaseOptions = {},
): Promise<DatabaseHandle> {
  if (config.DATABASE_URL !== undefined && options.pgliteInMemory === undefined) {
    return openPostgres(config.DATABASE_URL, options);
  }
  return openPglite(config, options);
}
