import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { runMigrations } from '../../server/db/migrate';
import { isDatabaseUnavailable } from '../../server/db/unavailable';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

describe('the migrated database', () => {
  let testDatabase: TestDatabase;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
  });
  afterAll(() => testDatabase.cleanup());

  const db = () => testDatabase.database.db;

  it('starts empty: each test file gets its own database', async () => {
    expect(await db().select().from(users)).toEqual([]);
  });

  it('creates users with a generated id and timestamps', async () => {
    const [user] = await db().insert(users).values({ name: 'Ana', email: 'ana@example.com' }).returning();

    expect(user).toMatchObject({ name: 'Ana', email: 'ana@example.com', avatar: null, passwordHash: null });
    expect(user?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(user?.createdAt).toBeInstanceOf(Date);
  });

  it('rejects an email that is not stored lower-cased, and a duplicate', async () => {
    await expect(db().insert(users).values({ name: 'Bo', email: 'Bo@Example.com' })).rejects.toThrow();
    await expect(db().insert(users).values({ name: 'Ana 2', email: 'ana@example.com' })).rejects.toThrow();
  });

  it('moves updated_at on update', async () => {
    const [before] = await db().select().from(users).where(eq(users.email, 'ana@example.com'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const [after] = await db()
      .update(users)
      .set({ name: 'Ana María' })
      .where(eq(users.email, 'ana@example.com'))
      .returning();

    expect(after?.updatedAt.getTime()).toBeGreaterThan(before?.updatedAt.getTime() ?? Infinity);
  });

  it('runs the migrations again without change', async () => {
    await runMigrations(testDatabase.database.driver);

    expect(await db().select({ users: count() }).from(users)).toEqual([{ users: 1 }]);
  });

  it('answers a ping with its latency', async () => {
    expect(await testDatabase.database.ping()).toBeGreaterThanOrEqual(0);
  });
});

describe('isDatabaseUnavailable', () => {
  it('recognises connection failures but not query mistakes', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const shuttingDown = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    const syntax = Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' });

    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(shuttingDown)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(syntax)).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('fetch failed', { cause: refused }))).toBe(false);
  });
});
