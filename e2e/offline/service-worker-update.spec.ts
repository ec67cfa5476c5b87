import { cpSync, rmSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { buildNextVersion, startAppServer, type AppServer } from '../support/app-server';
import { audioLog, audioState, audioTime, watchAudio } from '../support/audio';
import { deviceRows, keptAudio } from '../support/device-db';
import { openDevice } from '../support/device';
import { families } from '../support/families';
import { logInAs } from '../support/family-login';
import {
  chapterPlayButton,
  downloadThisStory,
  openDownloadedShelf,
  openStory,
  pauseStory,
  test,
} from '../support/offline-steps';
import { waitForServiceWorkerControl } from '../support/service-worker';
import { textsFor } from '../support/texts';

// A new version of the app, deployed while a child listens (offline checklist 4, 6–7; DESIGN decision
// 13). Two real builds: the one under test (`dist/`) and the next, built here from the same code with
// a mark in its page and entry script. A server of the test's own serves the first, then the second in
// its place. The new service worker waits while the story plays; when it stops, the page reloads once
// into the new version, the old precache is gone, and the downloads are all still there.

const t = textsFor('en');
const family = families.offlineUpdate;
const [story] = family.stories;

test.setTimeout(240_000);

const registrationState = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      waiting: Boolean(registration?.waiting),
      installing: Boolean(registration?.installing),
      controlled: Boolean(navigator.serviceWorker.controller),
      build: document.documentElement.dataset.build ?? 'current',
    };
  });

const precachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith('workbox-precache-v2')) continue;
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        urls.push(url.pathname + url.search);
      }
    }
    return urls.sort();
  });

test('4, 6–7. A new version waits while a story plays, reloads the page exactly once when it stops, leaves nothing of the old precache, and keeps every download', async ({
  browser,
}, testInfo) => {
  const site = testInfo.outputPath('site');
  const next = testInfo.outputPath('next-version');
  let server: AppServer | undefined;
  try {
    server = await test.step('the current build is served; the next one is built', async () => {
      cpSync('dist', site, { recursive: true });
      const [started] = await Promise.all([
        startAppServer({
          staticDir: site,
          dataDir: testInfo.outputPath('data'),
          families: ['offlineUpdate'],
        }),
        buildNextVersion(next),
      ]);
      return started;
    });
    const page = await openDevice(browser, testInfo, 'en', { baseURL: server.baseURL });
    await watchAudio(page);
    let loads = 0;
    let keptBefore: string[] = [];
    let oldPrecache: string[] = [];

    await test.step('a parent keeps the story on the tablet, and the child listens', async () => {
      await logInAs(page, family);
      await waitForServiceWorkerControl(page);
      await openStory(page, story.title);
      await downloadThisStory(page);
      keptBefore = (await keptAudio(page)).map((file) => `${file.key}:${file.sha256}`).sort();
      expect(keptBefore).toHaveLength(story.chapters.length);
      oldPrecache = await precachedUrls(page);
      page.on('load', () => (loads += 1));
      await chapterPlayButton(page, story.chapters[0]).click();
      await expect.poll(() => audioTime(page), { timeout: 15_000 }).toBeGreaterThan(1);
    });

    await test.step('the next version is deployed, and the browser finds it', async () => {
      rmSync(site, { recursive: true, force: true });
      cpSync(next, site, { recursive: true });
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      await expect.poll(async () => (await registrationState(page)).waiting, { timeout: 60_000 }).toBe(true);
    });

    await test.step('mid-story, it waits and the story plays on, with no reload', async () => {
      // Longer than the app's 5 s between two looks at whether the player is busy.
      const whenWaiting = await audioTime(page);
      await expect.poll(() => audioTime(page), { timeout: 20_000 }).toBeGreaterThan(whenWaiting + 6);
      expect(loads).toBe(0);
      expect(await registrationState(page)).toMatchObject({ waiting: true, build: 'current' });
      expect((await audioState(page))?.paused).toBe(false);
    });

    await test.step('the story stops: the new version takes over and the page reloads once', async () => {
      await pauseStory(page);
      await expect.poll(() => loads, { timeout: 30_000 }).toBe(1);
      await waitForServiceWorkerControl(page);
      await page.waitForLoadState('networkidle');
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      expect(await registrationState(page)).toEqual({
        waiting: false,
        installing: false,
        controlled: true,
        build: 'next',
      });
      expect(loads).toBe(1);
    });

    await test.step('nothing of the old precache remains (checklist 4)', async () => {
      const newPrecache = await precachedUrls(page);
      const onlyOld = oldPrecache.filter((url) => !newPrecache.includes(url));
      expect(onlyOld.length).toBeGreaterThan(0);
      expect(newPrecache.filter((url) => onlyOld.includes(url))).toEqual([]);
      expect(newPrecache.some((url) => url.startsWith('/index.html?__WB_REVISION__='))).toBe(true);
    });

    await test.step('the downloads are all still there, and offline the story plays in the new version', async () => {
      expect((await keptAudio(page)).map((file) => `${file.key}:${file.sha256}`).sort()).toEqual(keptBefore);
      expect(await deviceRows(page, 'downloads')).toHaveLength(1);
      await page.context().setOffline(true);
      await openDownloadedShelf(page, 1);
      // This page came from the new version's precache.
      expect(await page.locator('meta[name="fablecast-build"]').getAttribute('content')).toBe('next');
      await page.getByRole('link', { name: new RegExp(story.title) }).click();
      await expect(page.getByText(t('story:download.done'))).toBeVisible();
      const played = (await audioLog(page)).playing;
      await chapterPlayButton(page, story.chapters[1]).click();
      await expect
        .poll(async () => (await audioLog(page)).playing, { timeout: 15_000 })
        .toBeGreaterThan(played);
    });
    await page.context().close();
  } finally {
    await server?.stop();
  }
});
