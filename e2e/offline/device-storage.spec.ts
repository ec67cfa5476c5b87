import { expect, type Page } from '@playwright/test';
import { audioLog, watchAudio } from '../support/audio';
import { deviceRows, keptAudio, loseKeptChapter, storageUsage } from '../support/device-db';
import { familyAccount } from '../support/family-api';
import { families } from '../support/families';
import { logInAs } from '../support/family-login';
import {
  chapterPlayButton,
  downloadButton,
  downloadThisStory,
  openStory,
  test,
} from '../support/offline-steps';
import { openAsParent } from '../support/parent-gate';
import { waitForServiceWorkerControl } from '../support/service-worker';
import { textsFor } from '../support/texts';

// The tablet's storage (offline checklist 15, 16, 18): a device too full for a story, a parent freeing
// space in Settings › Downloads, and a browser that cleared a kept chapter behind the app's back.

const t = textsFor('en');
const family = families.offlineStorage;
const [story] = family.stories;

test.setTimeout(120_000);

/** A text of the app with its {{placeholders}} matching anything. */
const textPattern = (id: string, names: string[]) => {
  const marked = t(id, Object.fromEntries(names.map((name) => [name, `@@${name}@@`])));
  const escaped = marked.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(names.reduce((pattern, name) => pattern.replace(`@@${name}@@`, '.+'), escaped));
};

async function signInAtTheStory(page: Page): Promise<void> {
  await logInAs(page, family);
  await waitForServiceWorkerControl(page);
  await openStory(page, story.title);
}

/** The quota the test gives the site (CDP), set before its first visit: Chromium keeps it from then on. */
const QUOTA = 16_000_000;

/**
 * Fills the site's storage with other data (a database of its own, 'device-full') until Chromium
 * refuses even a small write: a device truly full, as the browser enforces its quota (Chromium lets
 * a write pass a little beyond what navigator.storage.estimate() reports). `freeUp` deletes it again.
 */
async function fillStorage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('device-full', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('filler', { autoIncrement: true });
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const add = (size: number) =>
      new Promise<boolean>((resolve, reject) => {
        // Random bytes: nothing the browser could compress away.
        const bytes = new Uint8Array(size);
        for (let at = 0; at < size; at += 65_536) crypto.getRandomValues(bytes.subarray(at, at + 65_536));
        const tx = db.transaction('filler', 'readwrite');
        tx.objectStore('filler').add(new Blob([bytes]));
        tx.oncomplete = () => resolve(true);
        tx.onabort = () => (tx.error?.name === 'QuotaExceededError' ? resolve(false) : reject(tx.error));
      });
    for (let size = 1_000_000; size >= 16_000; size = Math.floor(size / 4)) {
      while (await add(size));
    }
    db.close();
  });
}

const freeUp = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const deleting = indexedDB.deleteDatabase('device-full');
        deleting.onsuccess = () => resolve();
        deleting.onerror = () => reject(deleting.error);
      }),
  );

test('15. Quota exceeded: the download stops with a message saying how much space it needs, leaves no half-written chapter, and works once there is room', async ({
  page,
  request,
}, testInfo) => {
  const account = await familyAccount(request, family);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', {
    origin: new URL(testInfo.project.use.baseURL!).origin,
    quotaSize: QUOTA,
  });
  await signInAtTheStory(page);
  // Again once the site has storage of its own: Chromium applies the quota to writes (not to what
  // navigator.storage.estimate() reports), and a sign-in may start the origin's storage afresh.
  await cdp.send('Storage.overrideQuotaForOrigin', {
    origin: new URL(testInfo.project.use.baseURL!).origin,
    quotaSize: QUOTA,
  });
  // The tablet is full: not even one chapter (each is ~360 KB) fits.
  await fillStorage(page);

  await downloadButton(page).click();
  const message = page.getByRole('alert');
  await expect(message).toHaveText(textPattern('story:download.errors.QUOTA_EXCEEDED', ['size']), {
    timeout: 60_000,
  });
  await expect(message).toContainText('MB');

  // Nothing half-written: no pieces, and any chapter kept is whole and verified.
  expect(await deviceRows(page, 'partials')).toEqual([]);
  for (const file of await keptAudio(page)) {
    const published = await account.chapterAudio(file.chapterId!);
    expect(file).toMatchObject({ bytes: published.bytes, sha256: published.sha256 });
    expect(file.blob.size).toBe(published.bytes);
  }

  // The app is still usable; once there is room, trying again finishes the download.
  await page.goto('/library');
  await openStory(page, story.title);
  await freeUp(page);
  await page
    .getByRole('button', { name: t('story:download.retry') })
    .or(downloadButton(page))
    .click();
  await expect(page.getByText(t('story:download.done'))).toBeVisible({ timeout: 60_000 });
  expect(await keptAudio(page)).toHaveLength(story.chapters.length);
});

test('16. Settings › Downloads shows the space used and the kept story with its size; removing it frees the space and its rows', async ({
  page,
}) => {
  await signInAtTheStory(page);
  await downloadThisStory(page);
  const before = await storageUsage(page);

  await openAsParent(page, '/settings');
  const section = page.getByRole('heading', { name: t('settings:downloads.title') }).locator('..');
  await expect(section.getByText(textPattern('settings:downloads.used', ['used', 'free']))).toBeVisible();
  await expect(section.getByText(story.title)).toBeVisible();
  await expect(section.getByText(/\d(\.\d)?\sMB/).first()).toBeVisible();
  await section.getByRole('button', { name: t('settings:downloads.remove', { title: story.title }) }).click();
  // Asked once more: offline the story could not come back.
  const dialog = page.getByRole('alertdialog', { name: t('story:download.removeTitle') });
  await dialog.getByRole('button', { name: t('story:download.removeConfirm') }).click();
  await expect(page.getByText(t('story:download.removed', { title: story.title }))).toBeVisible();
  await expect(section.getByText(t('settings:downloads.none'))).toBeVisible();

  expect(await deviceRows(page, 'downloads')).toEqual([]);
  // No audio is left; the cover stays with the recently opened story, so that its page opens offline.
  expect(await keptAudio(page)).toEqual([]);
  expect(await deviceRows(page, 'partials')).toEqual([]);
  await expect.poll(() => storageUsage(page)).toBeLessThan(before);

  await page.goto('/library');
  await expect(page.getByRole('link', { name: new RegExp(story.title) })).toBeVisible();
  await expect(page.getByText(t('library:card.downloaded'))).toHaveCount(0);
});

test('18. A kept chapter the browser lost shows "needs download" on the next launch, never a broken play button, and downloads again', async ({
  page,
  context,
  request,
}) => {
  const account = await familyAccount(request, family);
  const [, lost] = account.story(story.title).chapters!;
  await watchAudio(page);
  await signInAtTheStory(page);
  await downloadThisStory(page);

  await loseKeptChapter(page, lost!.id);
  await page.reload();
  await expect(page.getByText(t('story:download.needsDownload'))).toBeVisible();

  // Offline, that chapter is not offered; the others still play.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(t('story:download.needsDownload'))).toBeVisible();
  await expect(page.getByText(t('story:chapters.notDownloaded'))).toHaveCount(1);
  await expect(chapterPlayButton(page, lost!.title)).toBeDisabled();
  await chapterPlayButton(page, story.chapters[0]).click();
  await expect.poll(async () => (await audioLog(page)).playing, { timeout: 15_000 }).toBeGreaterThan(0);

  // Back online, Download fetches the lost chapter again.
  await context.setOffline(false);
  await page.goBack();
  await downloadThisStory(page);
  expect((await keptAudio(page)).map((file) => file.chapterId)).toContain(lost!.id);
});
