import { connect, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../server/logger';
import { connectionTimeouts } from '../../server/app';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

/**
 * Issue 16, on a real socket: a request that never finishes is cut off (it used to stay open over
 * 330 s), and a client that leaves mid-body raises no error-level alarm (it used to log
 * DATABASE_UNAVAILABLE, so anyone could page the operator).
 */

interface LogLine {
  level: number;
  msg?: string;
  code?: string;
}

describe('connections', () => {
  const lines: LogLine[] = [];
  let testApp: TestApp;
  let port: number;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
          lines.push(JSON.parse(line) as LogLine);
        }
        done();
      },
    });
    testApp = await buildTestApp({
      logger: { ...loggerOptions({ LOG_LEVEL: 'info' }), stream },
      // Short, so the test waits a second, not half a minute.
      connections: { requestMs: 1_000, headersMs: 600, checkEveryMs: 100 },
    });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const address = testApp.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => testApp.close());

  /** Sends `text` and resolves what came back once the server closes the socket (or `waitMs` passes). */
  function send(
    text: string,
    waitMs: number,
  ): Promise<{ answer: string; closedAfterMs: number | undefined }> {
    return new Promise((resolve) => {
      const started = Date.now();
      let answer = '';
      const socket: Socket = connect(port, '127.0.0.1', () => socket.write(text));
      socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
      socket.on('error', () => undefined);
      const timer = setTimeout(() => {
        socket.destroy();
        resolve({ answer, closedAfterMs: undefined });
      }, waitMs);
      socket.on('close', () => {
        clearTimeout(timer);
        resolve({ answer, closedAfterMs: Date.now() - started });
      });
    });
  }

  const halfALogin = [
    'POST /api/v1/auth/login HTTP/1.1',
    'Host: localhost',
    'Content-Type: application/json',
    'Content-Length: 200',
    '',
    '{"email":"parent@example.com","pass',
  ].join('\r\n');

  it('has sane limits in production: 30 s for a request, 20 s for its headers', () => {
    expect(connectionTimeouts).toMatchObject({ requestMs: 30_000, headersMs: 20_000 });
  });

  it('cuts off a body that never finishes with 408', async () => {
    const { answer, closedAfterMs } = await send(halfALogin, 5_000);
    expect(closedAfterMs).toBeDefined();
    expect(closedAfterMs).toBeLessThan(3_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts off headers that never finish', async () => {
    const { closedAfterMs } = await send(
      'GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1',
      5_000,
    );
    expect(closedAfterMs).toBeDefined();
    expect(closedAfterMs).toBeLessThan(3_000);
  });

  it('logs no error and no DATABASE_UNAVAILABLE when a client leaves mid-body', async () => {
    lines.length = 0;
    await new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(halfALogin, () => setTimeout(() => socket.destroy(), 100));
      });
      socket.on('close', () => resolve());
      socket.on('error', () => undefined);
    });
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(lines.some((line) => line.msg === 'incoming request')).toBe(true);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(JSON.stringify(lines)).not.toContain('DATABASE_UNAVAILABLE');
  });
});
