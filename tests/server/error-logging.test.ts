import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../server/logger';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

/**
 * Issue 16: each of the fuzz run's 500s logged the full SQL with its parameters at error level. A value
 * the database refuses is the client's mistake (400, logged at info with its SQLSTATE only); a real
 * failure is logged at error level with the statement, never its parameters. These routes exist only
 * in this test.
 */

interface LogLine {
  level: number;
  msg?: string;
  sqlState?: string;
  err?: { message?: string; stack?: string; sqlState?: string; reason?: string };
}

const clientValue = 'parent-secret@example.com';

describe('logging a failed query', () => {
  const lines: LogLine[] = [];
  let testApp: TestApp;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
          lines.push(JSON.parse(line) as LogLine);
        }
        done();
      },
    });
    testApp = await buildTestApp({ logger: { ...loggerOptions({ LOG_LEVEL: 'info' }), stream } });
    const { db } = testApp.database;
    testApp.app.get('/api/v1/test/year-zero', async () => {
      await db.execute(sql`select ${`0000-01-01T00:00:00Z ${clientValue}`}::timestamptz`);
      return {};
    });
    testApp.app.get('/api/v1/test/nul', async () => {
      await db.execute(sql`select ${`${clientValue}\u0000`}::text`);
      return {};
    });
    testApp.app.get('/api/v1/test/bug', async () => {
      await db.execute(sql`select * from no_such_table where email = ${clientValue}`);
      return {};
    });
    await testApp.app.ready();
  });
  afterAll(() => testApp.close());

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  it.each(['/api/v1/test/year-zero', '/api/v1/test/nul'])(
    'answers a value the database refuses (%s) with 400, logged without SQL or values',
    async (url) => {
      lines.length = 0;
      const response = await get(url);

      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(lines.filter((line) => line.level >= 40)).toEqual([]);
      const log = JSON.stringify(lines);
      expect(log).not.toContain(clientValue);
      expect(log).not.toMatch(/select|params/i);
      expect(lines.find((line) => line.sqlState)?.sqlState).toMatch(/^22/);
    },
  );

  it('logs a real failure at error level with the statement and its SQLSTATE, not its parameters', async () => {
    lines.length = 0;
    const response = await get('/api/v1/test/bug');

    expect(response.statusCode).toBe(500);
    expect(response.body).not.toMatch(/select|no_such_table/);
    const errors = lines.filter((line) => line.level >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.err?.message).toContain('select * from no_such_table where email = $1');
    expect(errors[0]?.err?.sqlState).toBe('42P01');
    expect(errors[0]?.err?.reason).toContain('no_such_table');
    expect(JSON.stringify(lines)).not.toContain(clientValue);
  });
});
