import { expect, type Page, type Request } from '@playwright/test';
import { audioLog, audioTime, seekAudio, watchAudio } from '../support/audio';
import { pendingProgress } from '../support/device-db';
import { familyAccount } from '../support/family-api';
import { families } from '../support/families';
import { logInAs } from '../support/family-login';
import { chapterPlayButton, downloadThisStory, openStory, pauseStory, test } from '../support/offline-steps';
import { waitForServiceWorkerControl } from '../support/service-worker';
import { textsFor } from '../support/texts';

// Progress made offline (offline checklist 19, 20 and 27): the car has no network, the child listens
// to a downloaded story, and what they heard reaches the server once the network is back — once, and
// never moving them back behind what another device saved later.

const t = textsFor('en');
const family = families.offlineProgress;
const [nightBus, snowFox] = family.stories;

const isProgressWrite = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/progress';

/** The story page's bar for one chapter: how far the kid got, in percent. */
const chapterProgress = (page: Page, chapterTitle: string) =>
  page.getByRole('progressbar', { name: t('story:chapters.progressLabel', { title: chapterTitle }) });

async function keepStoryAndGoOffline(page: Page, title: string) {
  await watchAudio(page);
  await logInAs(page, family);
  await waitForServiceWorkerControl(page);
  await openStory(page, title);
  await downloadThisStory(page);
  const storyUrl = page.url();
  await page.context().setOffline(true);
  return storyUrl;
}

test('19–20. Listening offline queues exactly one progress row for the chapter; back online it reaches the server within 10 s without a reload, is deleted only after a 2xx, and the story page shows it', async ({
  page,
  context,
  request,
}) => {
  const chapter = nightBus.chapters[0];
  const account = await familyAccount(request, family);
  const story = account.story(nightBus.title);
  const chapterId = story.chapters!.find((one) => one.title === chapter)!.id;
  const storyUrl = await keepStoryAndGoOffline(page, nightBus.title);
  let loads = 0;
  page.on('load', () => (loads += 1));

  // Offline: a few seconds of the first chapter, a jump ahead, and a pause — several saves.
  await chapterPlayButton(page, chapter).click();
  await expect.poll(() => audioTime(page), { timeout: 15_000 }).toBeGreaterThan(6);
  expect((await audioLog(page)).playing).toBeGreaterThan(0);
  await seekAudio(page, 30);
  await expect.poll(() => audioTime(page), { timeout: 15_000 }).toBeGreaterThan(33);
  await pauseStory(page);
  const pausedAt = await audioTime(page);

  // One pending row for the chapter, not one per save: the latest place, with the device's time.
  await expect
    .poll(async () => (await pendingProgress(page)).map((row) => row.body.position))
    .toEqual([Math.floor(pausedAt)]);
  const [queued] = await pendingProgress(page);
  expect(queued!.body).toMatchObject({ storyId: story.id, chapterId, completed: false });
  expect(Date.now() - Date.parse(queued!.body.recordedAt)).toBeLessThan(120_000);

  // Back online. The server is busy the first time (503): the row stays; the next try gets a 2xx.
  const answers: number[] = [];
  const queueDuringRequests: number[] = [];
  await context.route('**/api/v1/progress', async (route) => {
    if (!isProgressWrite(route.request())) return route.fallback();
    queueDuringRequests.push((await pendingProgress(page)).length);
    if (answers.length === 0) {
      answers.push(503);
      return route.fulfill({ status: 503, json: { message: 'Service Unavailable', code: 'UNAVAILABLE' } });
    }
    const response = await route.fetch();
    answers.push(response.status());
    return route.fulfill({ response });
  });
  const reconnected = Date.now();
  const delivered = page.waitForResponse((response) => isProgressWrite(response.request()) && response.ok(), {
    timeout: 10_000,
  });
  await context.setOffline(false);
  await delivered;
  const seconds = (Date.now() - reconnected) / 1000;
  expect(seconds).toBeLessThan(10);

  await expect.poll(() => pendingProgress(page)).toEqual([]);
  expect(answers.length).toBe(2);
  expect(answers[0]).toBe(503);
  expect([200, 201]).toContain(answers[1]);
  // The row was still queued while each request was in flight: it leaves only after the 2xx.
  expect(queueDuringRequests).toEqual([1, 1]);
  expect(loads).toBe(0);

  const saved = await account.progress(story.id, chapterId);
  expect(saved).toMatchObject({ position: Math.floor(pausedAt), completed: false });

  // The story page, read from the server, shows how far the kid got.
  await page.goto(storyUrl);
  const percent = Math.round((Math.floor(pausedAt) / 60) * 100);
  await expect(chapterProgress(page, chapter)).toHaveAttribute(
    'aria-valuenow',
    new RegExp(`^(${percent - 1}|${percent}|${percent + 1})$`),
  );
});

test('27. A stale replay never moves a kid backwards: progress queued offline before another device saved a later place does not overwrite it', async ({
  page,
  context,
  request,
}) => {
  const chapter = snowFox.chapters[0];
  const account = await familyAccount(request, family);
  const story = account.story(snowFox.title);
  const chapterId = story.chapters![0]!.id;
  const storyUrl = await keepStoryAndGoOffline(page, snowFox.title);

  // Offline on the tablet: a few seconds heard, queued with the tablet's time.
  await chapterPlayButton(page, chapter).click();
  await expect.poll(() => audioTime(page), { timeout: 15_000 }).toBeGreaterThan(6);
  await pauseStory(page);
  await expect.poll(async () => (await pendingProgress(page)).length).toBe(1);
  const [queued] = await pendingProgress(page);
  expect(queued!.body.position).toBeLessThan(15);

  // Meanwhile, on the phone (online), the kid listens on to 0:45.
  await account.saveProgress({
    storyId: story.id,
    chapterId,
    position: 45,
    totalListeningTime: 45,
    completed: false,
    recordedAt: new Date(Date.parse(queued!.body.recordedAt) + 1_000).toISOString(),
  });

  // The tablet comes back online and replays its older write: accepted (2xx, so it leaves the queue),
  // but the kid stays at 0:45.
  const delivered = page.waitForResponse((response) => isProgressWrite(response.request()), {
    timeout: 10_000,
  });
  await context.setOffline(false);
  expect((await delivered).ok()).toBe(true);
  await expect.poll(() => pendingProgress(page)).toEqual([]);
  expect(await account.progress(story.id, chapterId)).toMatchObject({ position: 45, completed: false });

  await page.goto(storyUrl);
  await expect(chapterProgress(page, chapter)).toHaveAttribute('aria-valuenow', '75');
});
