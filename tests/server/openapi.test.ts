import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
