import { expect, test, type Page } from '@playwright/test';
import { families } from '../support/families';
import { logInAs } from '../support/family-login';
import { openAsParent } from '../support/parent-gate';
import { waitForServiceWorkerControl } from '../support/service-worker';
import { textsFor } from '../support/texts';

// Offline listening, as QA checks it (issue 12, shared/notes/offline-checklist.md): a parent keeps a
// story on the tablet, the car has no network, and the child listens anyway.

const t = textsFor('en');
const family = families.offline;
const [leftOnServer, keptStory] = family.stories as [(typeof family.stories)[0], (typeof family.stories)[1]];

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

/** Counts navigator.storage.persist() calls (checklist 17: once, inside the click, never on load). */
async function countPersistCalls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const storage = navigator.storage;
    const original = storage.persist.bind(storage);
    (window as unknown as { persistCalls: number }).persistCalls = 0;
    storage.persist = () => {
      (window as unknown as { persistCalls: number }).persistCalls += 1;
      return original();
    };
  });
}

async function openStory(page: Page, title: string): Promise<void> {
  await page.goto('/library');
  await page
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

/** Taps "Download for offline" on the story page and waits until the story is kept. */
async function downloadThisStory(page: Page): Promise<void> {
  await page.getByRole('button', { name: t('story:download.start') }).click();
  await expect(page.getByText(t('story:download.done'))).toBeVisible({ timeout: 60_000 });
}

/** Records every value the download bar shows, to check it never moves back (checklist 9). */
async function recordDownloadBar(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { barValues: number[] }).barValues = seen;
    const read = () => {
      const bar = document.querySelector('[role="progressbar"][aria-label^="Download of"]');
      const value = bar?.getAttribute('aria-valuenow');
      if (value !== null && value !== undefined && seen.at(-1) !== Number(value)) seen.push(Number(value));
    };
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

async function audioState(page: Page) {
  return page.evaluate(() => {
    const audio = (window as unknown as { __fablecastAudio?: HTMLAudioElement }).__fablecastAudio;
    return audio
      ? {
          src: audio.src,
          time: audio.currentTime,
          paused: audio.paused,
          duration: audio.duration,
          crossOrigin: audio.crossOrigin,
        }
      : null;
  });
}

test('Download a 3-chapter story, go offline, and listen: play, seek to 80 %, and on into chapter 2', async ({
  page,
  context,
}) => {
  await countPersistCalls(page);
  await logInAs(page, family);
  await waitForServiceWorkerControl(page);
  expect(await page.evaluate(() => (window as unknown as { persistCalls: number }).persistCalls)).toBe(0);

  // A story opened online is remembered on the device (its page opens offline, its audio does not).
  await openStory(page, leftOnServer.title);
  await openStory(page, keptStory.title);
  await recordDownloadBar(page);
  await downloadThisStory(page);
  const values = await page.evaluate(() => (window as unknown as { barValues: number[] }).barValues);
  expect(values.length).toBeGreaterThan(0);
  expect(values).toEqual([...values].sort((a, b) => a - b));
  expect(await page.evaluate(() => (window as unknown as { persistCalls: number }).persistCalls)).toBe(1);

  // Kept in IndexedDB: the story and three verified chapters.
  const kept = await page.evaluate(
    () =>
      new Promise<{ downloads: number; audio: number }>((resolve, reject) => {
        const open = indexedDB.open('fablecast');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['downloads', 'mediaFiles']);
          const downloads = tx.objectStore('downloads').count();
          const files = tx.objectStore('mediaFiles').getAll();
          tx.oncomplete = () =>
            resolve({
              downloads: downloads.result,
              audio: (files.result as { kind: string }[]).filter((file) => file.kind === 'audio').length,
            });
        };
      }),
  );
  expect(kept).toEqual({ downloads: 1, audio: 3 });

  // The car: no network at all.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: keptStory.title })).toBeVisible();
  await expect(page.getByText(t('story:download.done'))).toBeVisible();
  const storyUrl = page.url();

  await page
    .getByRole('button', { name: t('story:chapters.play', { title: keptStory.chapters[0] }) })
    .click();
  await expect.poll(async () => (await audioState(page))?.time ?? 0, { timeout: 15_000 }).toBeGreaterThan(1);
  const playing = await audioState(page);
  // The same kind of http(s) /media URL as online — never a blob: URL (checklist 13).
  expect(playing?.src).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\//);
  expect(playing?.crossOrigin).toBe('anonymous');

  // Range answered from the device: 206 with exactly those bytes, 416 past the end (checklist 12).
  const ranges = await page.evaluate(async (src) => {
    const whole = new Uint8Array(await (await fetch(src)).arrayBuffer());
    const part = await fetch(src, { headers: { Range: 'bytes=100-199' } });
    const bytes = new Uint8Array(await part.arrayBuffer());
    const beyond = await fetch(src, { headers: { Range: `bytes=${whole.length + 10}-` } });
    return {
      status: part.status,
      contentRange: part.headers.get('content-range'),
      same: bytes.length === 100 && bytes.every((byte, i) => byte === whole[100 + i]),
      size: whole.length,
      beyond: beyond.status,
    };
  }, playing?.src ?? '');
  expect(ranges).toMatchObject({
    status: 206,
    contentRange: `bytes 100-199/${ranges.size}`,
    same: true,
    beyond: 416,
  });

  // Seek to 80 % (checklist 11), and the story goes on into chapter 2 by itself.
  const seeked = await page.evaluate(
    () =>
      new Promise<{ seekableEnd: number; duration: number }>((resolve) => {
        const audio = (window as unknown as { __fablecastAudio: HTMLAudioElement }).__fablecastAudio;
        audio.addEventListener(
          'seeked',
          () => resolve({ seekableEnd: audio.seekable.end(0), duration: audio.duration }),
          {
            once: true,
          },
        );
        audio.currentTime = audio.duration * 0.8;
      }),
  );
  expect(Math.abs(seeked.seekableEnd - seeked.duration)).toBeLessThan(1);
  const firstSrc = playing?.src;
  await expect.poll(async () => (await audioState(page))?.src, { timeout: 30_000 }).not.toBe(firstSrc);
  await expect.poll(async () => (await audioState(page))?.time ?? 0, { timeout: 15_000 }).toBeGreaterThan(1);
  expect((await audioState(page))?.paused).toBe(false);
  await expect(page.getByText(keptStory.chapters[1]!).first()).toBeVisible();

  // Back online, what was listened to offline reaches the server through the sync queue — once — and
  // the story page, which reads progress from the server, counts chapter 1 finished (checklist 19–20).
  await page.evaluate(() =>
    (window as unknown as { __fablecastAudio: HTMLAudioElement }).__fablecastAudio.pause(),
  );
  await context.setOffline(false);
  await expect
    .poll(
      async () => {
        await page.goto(storyUrl);
        return page
          .getByText(t('story:hero.listens', { count: 1 }))
          .waitFor({ timeout: 3_000 })
          .then(
            () => true,
            () => false,
          );
      },
      { timeout: 45_000, intervals: [1_000] },
    )
    .toBe(true);
});

test('Offline, a story opened before but not downloaded says so instead of failing', async ({
  page,
  context,
}) => {
  await logInAs(page, family);
  await waitForServiceWorkerControl(page);
  await openStory(page, leftOnServer.title);
  const url = page.url();
  await context.setOffline(true);
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 2, name: leftOnServer.title })).toBeVisible();
  await expect(page.getByText(t('story:chapters.notDownloaded'))).toBeVisible();
  await expect(
    page.getByRole('button', { name: t('story:chapters.play', { title: leftOnServer.chapters[0] }) }),
  ).toBeDisabled();
  await expect(page.getByRole('button', { name: t('story:download.start') })).toBeDisabled();
  await expect(page.getByText(t('story:download.needsNetwork'))).toBeVisible();
});

test('A kept chapter that the browser lost shows "needs download"; signing out can remove the downloads', async ({
  page,
}) => {
  await logInAs(page, family);
  await waitForServiceWorkerControl(page);
  await openStory(page, keptStory.title);
  await downloadThisStory(page);
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('fablecast');
        open.onsuccess = () => {
          const tx = open.result.transaction('mediaFiles', 'readwrite');
          const store = tx.objectStore('mediaFiles');
          const all = store.getAll();
          all.onsuccess = () => {
            const second = (all.result as { ownerId: string; key: string; kind: string }[]).filter(
              (f) => f.kind === 'audio',
            )[1]!;
            store.delete([second.ownerId, second.key]);
          };
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
  await page.reload();
  await expect(page.getByText(t('story:download.needsDownload'))).toBeVisible();
  await downloadThisStory(page);

  // Signing out on a shared tablet asks about this account's downloads; removed, they are gone.
  await openAsParent(page, '/settings');
  await page.getByRole('button', { name: t('settings:account.signOut') }).click();
  const question = page.getByRole('dialog', { name: t('settings:account.downloadsTitle') });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: t('settings:account.removeDownloads') }).click();
  await expect(page).toHaveURL(/\/auth/);
  await logInAs(page, family);
  await openStory(page, keptStory.title);
  await expect(page.getByRole('button', { name: t('story:download.start') })).toBeVisible();
});

test('Settings › Downloads lists the kept story with its size; removing it frees the space; offline, the library shows the Downloaded shelf', async ({
  page,
  context,
}) => {
  await logInAs(page, family);
  await waitForServiceWorkerControl(page);
  await openStory(page, keptStory.title);
  await downloadThisStory(page);

  // Offline, My Library cannot load from the server: it shows what is on the device, with its badge.
  await context.setOffline(true);
  await page.goto('/library');
  await expect(page.getByText(t('common:generic.offline'))).toBeVisible();
  await expect(page.getByText(t('library:offline.showingKept'))).toBeVisible();
  const card = page.getByRole('link', { name: new RegExp(keptStory.title) });
  await expect(card).toBeVisible();
  await expect(card.getByText(t('library:card.downloaded'))).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(leftOnServer.title) })).toHaveCount(0);
  await card.click();
  await expect(page.getByRole('heading', { level: 2, name: keptStory.title })).toBeVisible();
  await context.setOffline(false);

  const usage = () => page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
  await openAsParent(page, '/settings');
  const section = page.getByRole('heading', { name: t('settings:downloads.title') }).locator('..');
  await expect(section.getByText(keptStory.title)).toBeVisible();
  await expect(section.getByText(/Fablecast uses \d+(\.\d)? MB/)).toBeVisible();
  const before = await usage();
  await section
    .getByRole('button', { name: t('settings:downloads.remove', { title: keptStory.title }) })
    .click();
  await expect(page.getByText(t('settings:downloads.removed', { title: keptStory.title }))).toBeVisible();
  await expect(section.getByText(t('settings:downloads.none'))).toBeVisible();
  await expect.poll(usage).toBeLessThan(before);
  await page.goto('/library');
  await expect(page.getByRole('link', { name: new RegExp(keptStory.title) })).toBeVisible();
  await expect(page.getByText(t('library:card.downloaded'))).toHaveCount(0);
});
