import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

function directives(header: string | string[] | number | undefined): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );
}

describe('security headers over plain http', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it('sends a CSP that allows the app and Google sign-in, and nothing else', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/health' });
    const csp = directives(response.headers['content-security-policy']);

    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self' https://accounts.google.com");
    expect(csp.get('style-src')).toBe("'self' 'unsafe-inline' https://accounts.google.com");
    expect(csp.get('worker-src')).toBe("'self'");
    expect(csp.get('media-src')).toBe("'self' blob:");
    expect(csp.get('img-src')).toBe("'self' data: blob:");
    expect(csp.get('connect-src')).toBe("'self' https://accounts.google.com");
    expect(csp.get('frame-src')).toBe('https://accounts.google.com');
    expect(csp.get('manifest-src')).toBe("'self'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('sends nosniff, a referrer policy and no HSTS', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/health' });

    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the headers on error responses too', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/nope' });

    expect(response.headers['content-security-policy']).toBeDefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('security headers behind https', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { PUBLIC_URL: 'https://stories.example.com' } });
  });
  afterAll(() => testApp.close());

  it('sends HSTS and upgrades insecure requests', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/health' });

    expect(response.headers['strict-transport-security']).toBe('max-age=15552000');
    expect(directives(response.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(
      true,
    );
  });
});
