import { expect } from '@playwright/test';
import { audioLog, audioState, watchAudio } from '../support/audio';
import { deviceRows, keptAudio } from '../support/device-db';
import { familyAccount } from '../support/family-api';
import { families } from '../support/families';
import { logInAs } from '../support/family-login';
import {
  chapterPlayButton,
  downloadButton,
  openDownloadedShelf,
  openStory,
  test,
} from '../support/offline-steps';
import { waitForServiceWorkerControl } from '../support/service-worker';
import { textsFor } from '../support/texts';

// A download cut off mid-way (offline checklist 14): the tablet loses the network while a chapter is
// arriving. What arrived is kept in pieces, never played; the next download asks only for the rest
// (HTTP Range from the last byte), and the chapter counts only once its bytes match the server's.

const t = textsFor('en');
const family = families.offlineResume;
const [story] = family.stories;

/** Bytes of chapter 1 that arrive before the network drops. */
const ARRIVED = 100 * 1024;

test.setTimeout(120_000);

test('14. A download cut off mid-way never plays truncated, resumes from its last byte, and completes with verified bytes', async ({
  page,
  context,
  request,
}) => {
  const account = await familyAccount(request, family);
  const chapters = account.story(story.title).chapters!;
  const [first] = chapters;
  const published = await account.chapterAudio(first!.id);
  const firstFile = new URL(published.audioUrl, 'http://local').pathname;
  await watchAudio(page);
  await logInAs(page, family);
  await waitForServiceWorkerControl(page);
  await openStory(page, story.title);

  // The service worker's and the page's requests for chapter 1's file, with the range each asked for.
  const asked: string[] = [];
  let networkDown = false;
  const isFirstFile = (url: URL) => url.pathname === firstFile;
  await context.route(isFirstFile, async (route) => {
    asked.push(route.request().headers().range ?? 'whole file');
    if (networkDown) return route.abort('internetdisconnected');
    // The first answer stops after ARRIVED bytes; then the network is gone.
    networkDown = true;
    const response = await route.fetch();
    const body = (await response.body()).subarray(0, ARRIVED);
    return route.fulfill({
      status: response.status(),
      headers: { ...response.headers(), 'content-length': String(body.length) },
      body,
    });
  });

  await test.step('the download stops: it says so, and keeps only what arrived, as a piece', async () => {
    await downloadButton(page).click();
    await expect(page.getByText(t('story:download.errors.NETWORK'))).toBeVisible({ timeout: 60_000 });
    expect(asked[0]).toBe('bytes=0-');
    // Every try after the cut asked for the rest only.
    expect(asked.slice(1).length).toBeGreaterThan(0);
    expect(new Set(asked.slice(1))).toEqual(new Set([`bytes=${ARRIVED}-`]));
    const pieces = await deviceRows<{ chapterId: string; offset: number; blob: { size: number } }>(
      page,
      'partials',
    );
    expect(pieces.map(({ chapterId, offset, blob }) => ({ chapterId, offset, size: blob.size }))).toEqual([
      { chapterId: first!.id, offset: 0, size: ARRIVED },
    ]);
    expect((await keptAudio(page)).map((file) => file.chapterId)).not.toContain(first!.id);
  });

  await test.step('offline, the cut-off chapter is not offered: not downloaded, no play, and /media never answers the piece', async () => {
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: story.title })).toBeVisible();
    await expect(page.getByText(t('story:chapters.notDownloaded'))).toBeVisible();
    await expect(chapterPlayButton(page, first!.title)).toBeDisabled();
    const answer = await page.evaluate(async (url) => {
      try {
        const response = await fetch(url);
        return { status: response.status, bytes: (await response.arrayBuffer()).byteLength };
      } catch {
        return 'no answer';
      }
    }, firstFile);
    expect(answer).toBe('no answer');
    expect((await audioLog(page)).playing).toBe(0);
  });

  await test.step('back online, the download resumes from the last byte and completes, verified', async () => {
    await context.setOffline(false);
    await context.unroute(isFirstFile);
    const resumed: string[] = [];
    context.on('request', (sent) => {
      if (new URL(sent.url()).pathname === firstFile) resumed.push(sent.headers().range ?? 'whole file');
    });
    await downloadButton(page).click();
    await expect(page.getByText(t('story:download.done'))).toBeVisible({ timeout: 60_000 });
    expect(resumed[0]).toBe(`bytes=${ARRIVED}-`);
    const kept = (await keptAudio(page)).find((file) => file.chapterId === first!.id);
    expect(kept).toMatchObject({ bytes: published.bytes, sha256: published.sha256 });
    expect(kept?.blob.size).toBe(published.bytes);
    expect(await deviceRows(page, 'partials')).toEqual([]);
  });

  await test.step('offline, the chapter plays whole: its full length, from the device', async () => {
    await context.setOffline(true);
    await openDownloadedShelf(page, 1);
    await page.getByRole('link', { name: new RegExp(story.title) }).click();
    await chapterPlayButton(page, first!.title).click();
    await expect.poll(async () => (await audioLog(page)).playing, { timeout: 15_000 }).toBeGreaterThan(0);
    // A minute-long chapter; the piece that arrived before the cut would last under 20 s.
    expect((await audioState(page))!.duration).toBeGreaterThan(55);
  });
});
