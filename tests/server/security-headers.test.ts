import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerParent } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { addNarratedChapter, finishedStory } from './helpers/stories';

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

describe('permissions and caching (issue 16)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it('turns off the browser features the app does not use, and keeps the ones it does', async () => {
    for (const url of ['/api/v1/health', '/api/v1/nope', '/']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      const policy = String(response.headers['permissions-policy']);
      for (const off of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'bluetooth']) {
        expect(policy, url).toContain(`${off}=()`);
      }
      expect(policy).toContain('autoplay=(self)');
      expect(policy).toContain('web-share=(self)');
    }
  });

  it('sends no-store on signed-in JSON, success or error, but not on /media or public answers', async () => {
    const parent = await registerParent(testApp.app);
    const story = await finishedStory(testApp.app, parent);
    const chapter = await addNarratedChapter(testApp.app, story.id, 1);
    const signedIn = (url: string) =>
      testApp.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: parent.headers });

    for (const url of ['/stories', `/stories/${story.id}`, `/stories/${randomUUID()}`, '/stories?limit=0']) {
      const response = await signedIn(url);
      expect(response.headers['cache-control'], `${url} → ${response.statusCode}`).toBe('no-store');
    }

    const audio = await signedIn(`/chapters/${chapter.id}/audio-url`);
    expect(audio.headers['cache-control']).toBe('no-store');
    const media = await testApp.app.inject({
      method: 'GET',
      url: audio.json<{ data: { audioUrl: string } }>().data.audioUrl,
    });
    expect(media.statusCode).toBe(200);
    expect(media.headers['cache-control']).toBe('private, max-age=31536000, immutable');

    const support = await testApp.app.inject({ method: 'GET', url: '/api/v1/support' });
    expect(support.headers['cache-control']).toBe('public, max-age=300');
    const health = await testApp.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.headers['cache-control']).toBeUndefined();
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
