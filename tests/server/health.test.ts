import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

describe('GET /api/v1/health', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it('answers 200 with the database up, its kind, the version and the uptime', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/health' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json();
    expect(body).toEqual({
      data: {
        status: 'ok',
        database: { kind: testApp.database.kind, status: 'up', latencyMs: expect.any(Number) },
        version: expect.stringMatching(/^\d+\.\d+\.\d+/),
        uptimeSeconds: expect.any(Number),
      },
    });
    expect(body.data.database.kind).toBe(process.env['DATABASE_URL'] ? 'postgres' : 'pglite');
  });

  it('echoes a request id, keeping a plain one sent by the caller', async () => {
    const generated = await testApp.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const kept = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-request-id': 'probe-42' },
    });
    expect(kept.headers['x-request-id']).toBe('probe-42');
  });
});

describe('GET /api/v1/health when the database is down', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
    await testApp.database.close();
  });
  afterAll(() => testApp.close());

  it('answers 503 with the database down and no error detail', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/health' });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      data: {
        status: 'degraded',
        database: { kind: testApp.database.kind, status: 'down' },
        version: expect.any(String),
        uptimeSeconds: expect.any(Number),
      },
    });
    expect(response.body).not.toMatch(/stack|closed|Error/i);
  });
});
