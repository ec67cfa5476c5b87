import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../server/logger';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

describe('request logging', () => {
  const lines: string[] = [];
  let testApp: TestApp;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    testApp = await buildTestApp({ logger: { ...loggerOptions({ LOG_LEVEL: 'info' }), stream } });
    testApp.app.post('/api/v1/test/sign-in', async (request) => {
      // The kind of careless logging the redaction exists for.
      request.log.info({ body: request.body, headers: request.headers }, 'sign-in attempt');
      throw new Error('database exploded: select password_hash from users');
    });
  });
  afterAll(() => testApp.close());

  it('logs each request with its id, redacts credentials and keeps 5xx detail in the log only', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/test/sign-in',
      headers: {
        authorization: 'Bearer access-token-123',
        cookie: 'refresh=cookie-456',
        'x-request-id': 'req-1',
      },
      payload: { email: 'parent@example.com', password: 'hunter2-password', refreshToken: 'refresh-789' },
    });

    expect(response.statusCode).toBe(500);
    const log = lines.join('\n');
    expect(log).not.toMatch(/hunter2-password|refresh-789|access-token-123|cookie-456/);
    expect(log).toContain('[redacted]');
    const entries = lines.map(
      (line) => JSON.parse(line) as { reqId?: string; msg?: string; err?: { message?: string } },
    );
    expect(entries.filter((entry) => entry.reqId === 'req-1').map((entry) => entry.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'sign-in attempt', 'request completed']),
    );
    expect(entries.find((entry) => entry.err)?.err?.message).toContain('database exploded');
  });
});
