import { expect, test } from '@playwright/test';
import { waitForServiceWorkerControl } from './support/service-worker';

test.describe('installable, offline app shell', () => {
  test('the service worker registers lazily after load and controls the page after the first load', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const original = navigator.serviceWorker.register.bind(navigator.serviceWorker);
      navigator.serviceWorker.register = (url, options) => {
        (window as unknown as { registeredWhen: string }).registeredWhen = document.readyState;
        return original(url, options);
      };
    });
    await page.goto('/');
    await waitForServiceWorkerControl(page);

    const registration = await page.evaluate(async () => {
      const found = await navigator.serviceWorker.getRegistration();
      return { scope: found?.scope, script: found?.active?.scriptURL };
    });
    expect(registration.scope).toBe(new URL('/', page.url()).href);
    expect(registration.script).toMatch(/\/sw\.js$/);
    expect(await page.evaluate(() => (window as unknown as { registeredWhen: string }).registeredWhen)).toBe(
      'complete',
    );
  });

  test('the precache holds the shell and never audio', async ({ page }) => {
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const precache = names.find((name) => name.startsWith('workbox-precache-v2'));
      if (!precache) return { precache, urls: [] as string[] };
      const requests = await (await caches.open(precache)).keys();
      return {
        precache,
        urls: requests.map((request) => new URL(request.url).pathname + new URL(request.url).search),
      };
    });
    expect(cached.precache).toBeTruthy();
    expect(cached.urls.some((url) => url.startsWith('/index.html'))).toBe(true);
    expect(cached.urls.some((url) => /\/assets\/.+\.js/.test(url))).toBe(true);
    expect(cached.urls.some((url) => /\.mp3/.test(url))).toBe(false);
  });

  test('offline, a reload of / and a deep link still render the app', async ({ page, context }) => {
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

  test('offline, API and media URLs are never answered with the app', async ({ page, context }) => {
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
