import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { runMigrations } from '../../server/db/migrate';
import {
  databaseUrlFor,
  uniqueDatabaseName,
  withAdminClient,
  type TestDatabaseSource,
} from './helpers/test-database';

/**
 * Migrates one database for the whole run; each test file then clones it (see helpers/test-database.ts).
 * DATABASE_URL set → PostgreSQL (it names the maintenance database, e.g. postgres://…/postgres);
 * unset → PGlite.
 */

async function preparePglite(): Promise<{ source: TestDatabaseSource; teardown: () => Promise<void> }> {
  const directory = await mkdtemp(path.join(tmpdir(), 'fablecast-test-db-'));
  const handle = await openDatabase({ DATA_DIR: '', DATABASE_URL: undefined }, { pgliteInMemory: {} });
  try {
    await runMigrations(handle.driver);
    if (handle.driver.kind !== 'pglite') throw new Error('expected PGlite');
    const snapshot = await handle.driver.client.dumpDataDir('none');
    const snapshotPath = path.join(directory, 'migrated.tar');
    await writeFile(snapshotPath, Buffer.from(await snapshot.arrayBuffer()));
    return {
      source: { kind: 'pglite', snapshotPath },
      teardown: () => rm(directory, { recursive: true, force: true }),
    };
  } finally {
    await handle.close();
  }
}

async function preparePostgres(adminUrl: string) {
  const template = uniqueDatabaseName('fc_template');
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE "${template}"`));
  const handle = await openDatabase({ DATA_DIR: '', DATABASE_URL: databaseUrlFor(adminUrl, template) });
  try {
    await runMigrations(handle.driver);
  } finally {
    // A template must have no open connections when it is cloned.
    await handle.close();
  }
  const source: TestDatabaseSource = { kind: 'postgres', adminUrl, template };
  const teardown = async () => {
    await withAdminClient(adminUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`),
    );
  };
  return { source, teardown };
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env['DATABASE_URL'];
  const { source, teardown } = adminUrl ? await preparePostgres(adminUrl) : await preparePglite();
  project.provide('testDatabaseSource', source);
  return teardown;
}
