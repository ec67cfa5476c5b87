import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

const indexHtml = '<!doctype html><html><head><title>Fablecast test shell</title></head><body></body></html>';

async function writeBuiltApp(root: string): Promise<void> {
  await mkdir(path.join(root, 'assets'), { recursive: true });
  await mkdir(path.join(root, 'icons'), { recursive: true });
  await writeFile(path.join(root, 'index.html'), indexHtml);
  await writeFile(path.join(root, 'sw.js'), 'self.addEventListener("install", () => {});');
  await writeFile(path.join(root, 'workbox-5a1b2c3d.js'), '// workbox runtime');
  await writeFile(path.join(root, 'assets', 'app-abc123.js'), 'console.log("app");');
  await writeFile(path.join(root, 'manifest.webmanifest'), '{"name":"Fablecast"}');
  await writeFile(path.join(root, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  await writeFile(path.join(root, '.env'), 'JWT_SECRET=do-not-serve');
}

describe('the built app', () => {
  let staticDir: string;
  let testApp: TestApp;

  beforeAll(async () => {
    staticDir = await mkdtemp(path.join(tmpdir(), 'fablecast-dist-'));
    await writeBuiltApp(staticDir);
    testApp = await buildTestApp({ env: { STATIC_DIR: staticDir } });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  const get = (url: string, accept = '*/*') =>
    testApp.app.inject({ method: 'GET', url, headers: { accept } });

  it.each(['/', '/library', '/story/123', '/auth?mode=signup'])(
    'answers %s with index.html, revalidated',
    async (url) => {
      const response = await get(url, 'text/html,application/xhtml+xml');

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(indexHtml);
    },
  );

  it('falls back to index.html for a client route even without an Accept header', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/library' });

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
  });

  it('answers HEAD for a client route', async () => {
    const response = await testApp.app.inject({ method: 'HEAD', url: '/library' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/sw.js', '/workbox-5a1b2c3d.js', '/manifest.webmanifest', '/index.html'])(
    'serves %s revalidated on every load',
    async (url) => {
      const response = await get(url);

      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves hashed assets as immutable for a year', async () => {
    const response = await get('/assets/app-abc123.js');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files (icons) with a moderate cache', async () => {
    const response = await get('/icons/icon-192.png');

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('serves the web manifest as application/manifest+json', async () => {
    const response = await get('/manifest.webmanifest');

    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
  });

  it('answers a missing file with a JSON 404, not the shell', async () => {
    const response = await get('/assets/app-old999.js');

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('never serves dotfiles', async () => {
    const response = await get('/.env');

    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('do-not-serve');
  });

  it('keeps unknown API paths JSON', async () => {
    const response = await get('/api/v1/nope', 'text/html');

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: 'Route GET /api/v1/nope not found', code: 'NOT_FOUND' });
  });
});

describe('before the app is built', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it('answers a client route with a plain 503 saying how to build it', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/library',
      headers: { accept: 'text/html' },
    });

    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('The app has not been built yet. Run npm run build.');
  });

  it('still serves the API', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/health' });

    expect(response.statusCode).toBe(200);
  });
});
