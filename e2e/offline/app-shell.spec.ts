import { readdirSync } from 'node:fs';
import { expect } from '@playwright/test';
import { test } from '../support/offline-steps';
import { waitForServiceWorkerControl } from '../support/service-worker';

// The installable app shell (offline checklist 1–3 and 5): the service worker that makes the app open
// with no network, and what it keeps — the app, never audio.

/** The hashed scripts and styles of the build under test (`dist/`, which the test server serves). */
const builtAssets = () =>
  readdirSync(new URL('../../dist/assets/', import.meta.url)).filter((file) => /\.(js|css)$/.test(file));

test.describe('the app shell, offline', () => {
  test('1. The service worker registers only after the page has loaded, for the whole site, from /sw.js', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen = { atDomReady: 'not asked', registeredWhen: 'never' };
      Object.defineProperty(window, '__registration', { value: seen });
      document.addEventListener('DOMContentLoaded', () => {
        void navigator.serviceWorker
          .getRegistration()
          .then((found) => (seen.atDomReady = found ? 'registered' : 'none'));
      });
      const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
      navigator.serviceWorker.register = (url, options) => {
        seen.registeredWhen = document.readyState;
        return register(url, options);
      };
    });
    await page.goto('/');
    await waitForServiceWorkerControl(page);

    const seen = await page.evaluate(async () => {
      const found = await navigator.serviceWorker.getRegistration();
      return {
        ...(window as unknown as { __registration: { atDomReady: string; registeredWhen: string } })
          .__registration,
        scope: found?.scope,
        script: found?.active?.scriptURL,
      };
    });
    expect(seen).toEqual({
      atDomReady: 'none',
      registeredWhen: 'complete',
      scope: new URL('/', page.url()).href,
      script: new URL('/sw.js', page.url()).href,
    });
  });

  test('2. Offline, a reload of / and deep links still open the app', async ({ page, context }) => {
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);

    await page.reload();
    await expect(
      page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Library' }),
    ).toBeVisible();

    // The library is a signed-in parent's: offline, its link still opens the app, at sign-in.
    await page.goto('/library');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?redirect=%2Flibrary$/);

    // A story belongs to a signed-in parent: offline, the deep link still opens the app, at sign-in.
    await page.goto('/story/abc123');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fstory%2Fabc123$/);
  });

  test('3. The precache holds index.html and every script and style of the build, and no audio', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const precache = names.filter((name) => name.startsWith('workbox-precache-v2'));
      const urls: string[] = [];
      for (const name of names) {
        for (const request of await (await caches.open(name)).keys()) {
          const url = new URL(request.url);
          urls.push(url.pathname + url.search);
        }
      }
      return { precache, urls };
    });
    expect(cached.precache).toHaveLength(1);
    expect(cached.urls.some((url) => /^\/index\.html\?__WB_REVISION__=\w+/.test(url))).toBe(true);
    const missing = builtAssets().filter((file) => !cached.urls.includes(`/assets/${file}`));
    expect(missing).toEqual([]);
    // Audio is never in Cache Storage: a story is kept in IndexedDB, and only when a parent asks.
    expect(cached.urls.filter((url) => /\.mp3|^\/media\//.test(url))).toEqual([]);
  });

  test('5. Offline, the API and media URLs are never answered with the app', async ({ page, context }) => {
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);

    const apiFromPage = await page.evaluate(async () => {
      try {
        const response = await fetch('/api/v1/health');
        return { status: response.status, type: response.headers.get('content-type') ?? '' };
      } catch {
        return { status: 0, type: 'network-error' };
      }
    });
    expect(apiFromPage.type).not.toContain('text/html');

    for (const url of ['/api/v1/health', '/media/audio/chapter-1.mp3']) {
      const response = await page.goto(url).catch(() => null);
      if (response) expect(response.headers()['content-type'] ?? '').not.toContain('text/html');
    }
  });
});
