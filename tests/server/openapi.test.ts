import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

describe('API documentation', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it('serves an OpenAPI 3.1 document generated from the route schemas', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });

    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(document.info).toMatchObject({ title: 'Fablecast API', version: expect.any(String) });
    const health = document.paths['/api/v1/health'].get;
    expect(Object.keys(health.responses)).toEqual(['200', '503']);
    expect(health.responses['200'].content['application/json'].schema.properties.data.required).toEqual(
      expect.arrayContaining(['status', 'database', 'version', 'uptimeSeconds']),
    );
  });

  it('documents every status of the accounts routes, and which need a bearer token', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const statuses = (path: string, method: string) => Object.keys(document.paths[path][method].responses);

    expect(statuses('/api/v1/auth/register', 'post')).toEqual(['201', '400', '409', '429']);
    expect(statuses('/api/v1/auth/login', 'post')).toEqual(['200', '400', '401', '429']);
    expect(statuses('/api/v1/auth/google', 'post')).toEqual([
      '200',
      '201',
      '400',
      '401',
      '409',
      '429',
      '501',
      '503',
    ]);
    expect(statuses('/api/v1/auth/refresh', 'post')).toEqual(['200', '400', '401', '429']);
    expect(statuses('/api/v1/auth/logout', 'post')).toEqual(['204', '400']);
    expect(statuses('/api/v1/users/{id}', 'patch')).toEqual(['200', '400', '401', '404', '409']);
    expect(document.components.securitySchemes.bearerAuth).toEqual({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    expect(document.paths['/api/v1/users/me'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/v1/auth/login'].post.security).toBeUndefined();
  });

  it('gives every 4xx of every route the shared Error shape', async () => {
    const response = z.object({
      content: z.record(z.string(), z.object({ schema: z.unknown() })).optional(),
    });
    const document = z
      .object({
        paths: z.record(
          z.string(),
          z.record(z.string(), z.object({ responses: z.record(z.string(), response) })),
        ),
      })
      .parse((await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json());

    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, { responses }] of Object.entries(methods)) {
        const codes = Object.keys(responses);
        expect(
          codes.some((code) => code.startsWith('2')),
          `${method} ${path}`,
        ).toBe(true);
        for (const code of codes.filter((candidate) => candidate.startsWith('4'))) {
          expect(responses[code]?.content?.['application/json']?.schema, `${method} ${path} ${code}`).toEqual(
            {
              $ref: '#/components/schemas/Error',
            },
          );
        }
      }
    }
  });

  it('documents the quality a chapter’s audio may be asked in', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const route of ['/api/v1/chapters/{id}/audio', '/api/v1/chapters/{id}/audio-url']) {
      const { parameters, responses } = document.paths[route].get;
      expect(parameters, route).toContainEqual(
        expect.objectContaining({
          name: 'quality',
          in: 'query',
          required: false,
          schema: expect.objectContaining({ enum: ['standard', 'data-saver'], default: 'standard' }),
        }),
      );
      const answer = responses['200'].content['application/json'].schema.properties.data;
      expect(answer.properties.quality.enum).toEqual(['standard', 'data-saver']);
    }
  });

  it('lists only API routes, not the static files or the docs themselves', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();

    for (const route of Object.keys(document.paths)) expect(route).toMatch(/^\/api\/v1\//);
  });

  it('serves the Swagger UI page with a CSP of its own', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('swagger-ui');
    expect(response.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(response.headers['content-security-policy']).not.toContain('accounts.google.com');
  });
});
