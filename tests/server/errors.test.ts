import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users } from '../../server/db/schema';
import { AppError } from '../../server/errors';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

/** Every failure leaves as `{ message, code, details? }`; these routes exist only in this test. */
describe('error responses', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
    const { app } = testApp;
    app.post(
      '/api/v1/test/echo',
      { schema: { body: z.object({ email: z.email(), age: z.number().int().min(3) }) } },
      async (request) => ({ data: request.body }),
    );
    app.get('/api/v1/test/crash', async () => {
      throw new Error('relation "secret_table" does not exist: select password_hash from users');
    });
    app.get('/api/v1/test/app-error', async () => {
      throw new AppError('NOT_FOUND', 404, 'Story not found', { storyId: 'abc' });
    });
  });
  afterAll(() => testApp.close());

  it.each([
    ['GET', '/api/v1/nope'],
    ['POST', '/api/v1/nope'],
    ['DELETE', '/api/v1/no-such-thing/123'],
    ['GET', '/api/nope'],
    ['GET', '/media'],
  ] as const)('answers an unknown %s %s with a JSON 404, never the HTML app', async (method, url) => {
    const response = await testApp.app.inject({ method, url, headers: { accept: 'text/html,*/*' } });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: `Route ${method} ${url} not found`, code: 'NOT_FOUND' });
  });

  it('answers a malformed JSON body with 400 INVALID_JSON', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c",',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Request body is not valid JSON', code: 'INVALID_JSON' });
  });

  it('answers a body that fails its schema with 400 naming each field', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      payload: { email: 'not-an-email', age: 2 },
    });

    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toContain('body.email: Invalid email address');
    expect(body.message).toContain('body.age:');
    expect(body.details).toEqual([
      { path: 'body.email', message: 'Invalid email address' },
      { path: 'body.age', message: expect.stringMatching(/>=\s*3/) },
    ]);
  });

  it('names a missing field', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      payload: { age: 5 },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ path: 'body.email', message: expect.any(String) }]);
  });

  it('accepts a valid body', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      payload: { email: 'parent@example.com', age: 7 },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { email: 'parent@example.com', age: 7 } });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { 'content-type': 'text/csv' },
      payload: 'email,age',
    });

    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: expect.stringContaining('text/csv'),
    });
  });

  it('answers a body over the limit with 413', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', age: 5, padding: 'x'.repeat(1_100_000) }),
    });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('keeps the status, code, message and details of an AppError', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/test/app-error' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'Story not found',
      code: 'NOT_FOUND',
      details: { storyId: 'abc' },
    });
  });

  it('answers an unexpected error with a bare 500: no stack, SQL or message', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/test/crash' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal Server Error', code: 'INTERNAL_ERROR' });
    expect(response.body).not.toMatch(/secret_table|password_hash|select|at .*\.ts/);
  });

  it('gives a Fastify 4xx a clean code', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_JSON' });
  });
});

describe('error responses when the database is unreachable', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
    testApp.app.get('/api/v1/test/users', async () => ({
      data: await testApp.database.db.select().from(users),
    }));
    await testApp.database.close();
  });
  afterAll(() => testApp.close());

  it('answers 503 DATABASE_UNAVAILABLE without the query', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/test/users' });

    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      message: 'The database is unavailable. Please try again shortly.',
      code: 'DATABASE_UNAVAILABLE',
    });
    expect(response.body).not.toMatch(/select|users/);
  });
});
