import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SupportContact } from '../../src/contract/support';
import { ConfigError, loadConfig } from '../../server/config';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

/** SUPPORT_EMAIL is published at GET /support for the Help page's contact form (ADR 029). */
describe('GET /api/v1/support', () => {
  describe('with SUPPORT_EMAIL set', () => {
    let testApp: TestApp;

    beforeAll(async () => {
      testApp = await buildTestApp({ env: { SUPPORT_EMAIL: 'help@stories.example.org' } });
    });
    afterAll(() => testApp.close());

    it('answers the address to anyone, signed in or not, cacheable for five minutes', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/support' });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { email: 'help@stories.example.org' } });
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(SupportContact.safeParse(response.json().data).success).toBe(true);
    });

    it('is documented in the OpenAPI document', async () => {
      const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      const route = document.paths['/api/v1/support'].get;
      expect(Object.keys(route.responses)).toEqual(['200']);
      expect(route.security).toBeUndefined();
    });
  });

  describe('without SUPPORT_EMAIL', () => {
    let testApp: TestApp;

    beforeAll(async () => {
      testApp = await buildTestApp();
    });
    afterAll(() => testApp.close());

    it('answers null, so the page can say that no address is set', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/support' });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { email: null } });
    });
  });
});

describe('SUPPORT_EMAIL in the configuration', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'fablecast-config-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('is unset by default, and read when set', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).SUPPORT_EMAIL).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, SUPPORT_EMAIL: ' help@example.com ' }).SUPPORT_EMAIL).toBe(
      'help@example.com',
    );
  });

  it.each(['help', 'help@', '@example.com', 'help at example.com', 'mailto:help@example.com'])(
    'stops the server on SUPPORT_EMAIL=%s, naming the variable, the rule and the value',
    (value) => {
      let problems: readonly string[] = [];
      try {
        loadConfig({ DATA_DIR: dataDir, SUPPORT_EMAIL: value });
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
        problems = error.problems;
      }
      expect(problems).toEqual([
        `SUPPORT_EMAIL: must be an email address, e.g. help@example.com (got ${JSON.stringify(value)})`,
      ]);
    },
  );
});
