import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/account-tables';
import { loggerOptions } from '../../server/logger';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

/**
 * Issue 16: a failed query logged as `{ err }` (the job runner does, and so does anything outside the
 * request path) carried its parameters: drizzle's message ends in `params: …`, and PostgreSQL's
 * `detail` repeats the values of a duplicate key. Through the logger's `err` serializer, every such
 * log line keeps the statement and the SQLSTATE an operator needs, and none of the values.
 */

const email = 'parent-secret@example.com';
const secretName = 'Secret Family Name';

interface LoggedLine {
  level: number;
  msg: string;
  err?: {
    type?: string;
    message?: string;
    sqlState?: string;
    constraint?: string;
    cause?: { message?: string };
  };
}

describe('logging an error with a failed query in it', () => {
  const lines: LoggedLine[] = [];
  let testApp: TestApp;

  const failure = async (query: () => Promise<unknown>): Promise<Error> => {
    try {
      await query();
    } catch (error) {
      if (error instanceof Error) return error;
    }
    throw new Error('the query did not fail');
  };
  const logged = (err: unknown) => {
    lines.length = 0;
    testApp.app.log.error({ err, jobId: 'job-1' }, 'generation job failed');
    expect(lines).toHaveLength(1);
    return lines[0] as LoggedLine;
  };

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
          lines.push(JSON.parse(line) as LoggedLine);
        }
        done();
      },
    });
    testApp = await buildTestApp({ logger: { ...loggerOptions({ LOG_LEVEL: 'info' }), stream } });
    await testApp.database.db.insert(users).values({ name: secretName, email });
    await testApp.app.ready();
  });
  afterAll(() => testApp.close());

  it('keeps the statement and SQLSTATE of a duplicate key, not the email', async () => {
    const error = await failure(() => testApp.database.db.insert(users).values({ name: secretName, email }));
    expect(`${error.message} ${JSON.stringify(error.cause)}`).toContain(email); // what leaked before

    const line = logged(error);

    expect(line.err?.message).toMatch(/^Failed query: insert into "users"/);
    expect(line.err?.sqlState).toBe('23505');
    expect(line.err?.constraint).toBe('users_email_unique');
    expect(JSON.stringify(line)).not.toContain(email);
    expect(JSON.stringify(line)).not.toContain(secretName);
    expect(JSON.stringify(line)).not.toContain('params:');
  });

  it('keeps the values out when the failed query is the cause of the logged error', async () => {
    const query = await failure(() =>
      testApp.database.db.execute(sql`select * from no_such_table where email = ${email}`),
    );

    const line = logged(new Error('writing the story failed', { cause: query }));

    expect(line.err?.message).toBe('writing the story failed');
    expect(line.err?.cause?.message).toContain('select * from no_such_table where email = $1');
    expect(JSON.stringify(line)).not.toContain(email);
  });

  it('keeps a refused value out, even from the database’s own error', async () => {
    const query = await failure(() =>
      testApp.database.db.execute(sql`select ${`0000-01-01 ${email}`}::timestamptz`),
    );

    for (const err of [query, query.cause]) {
      const line = logged(err);
      expect(JSON.stringify(line)).not.toContain(email);
      expect(JSON.stringify(line)).toMatch(/"sqlState":"22|SQLSTATE 22/);
    }
  });

  it('logs any other error as pino would', () => {
    const line = logged(Object.assign(new TypeError('chapter text was empty'), { chapter: 3 }));

    expect(line.err).toMatchObject({ type: 'TypeError', message: 'chapter text was empty', chapter: 3 });
    expect(line.msg).toBe('generation job failed');
  });
});
