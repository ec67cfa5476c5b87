import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { audioLog, watchAudio } from './support/audio';
import { box, openDevice } from './support/device';
import { grownUpsFamily, type Family } from './support/families';
import { logInAs, useLanguage } from './support/family-login';
import { hold } from './support/hold';
import { textsFor } from './support/texts';

// The child's night player and the sleep timer that knows chapters (issue 15, ADR 033), in child mode
// (no parent behind the gate), as a child and a parent at bedtime use them: a tap on the scrubber keeps
// the place and a hold moves it; "End of this chapter" fades the chapter out and stops at its end;
// "+5 min" during the fade keeps the story going. Seeded stories of two minute-long chapters.

test.describe.configure({ mode: 'serial' });

const t = textsFor('en');
let page: Page;
let family: Family;

const story = () => family.stories[0]!;
const seekBar = () => page.getByTestId('seek-bar');
const elapsed = () => page.getByTestId('seek-elapsed');
const sleepTimer = () => page.getByRole('combobox', { name: t('player:settings.sleepTimer') });
const playButton = () => page.getByRole('button', { name: t('player:controls.play'), exact: true });
const pauseButton = () => page.getByRole('button', { name: t('player:controls.pause'), exact: true });

/** The shown elapsed time (h:mm:ss) in seconds. */
async function shownSeconds(): Promise<number> {
  const shown = /(\d+):(\d\d):(\d\d)/.exec((await elapsed().textContent()) ?? '');
  if (!shown) throw new Error('No time shown');
  return Number(shown[1]) * 3600 + Number(shown[2]) * 60 + Number(shown[3]);
}

/** The element's volume and state, sampled every 100 ms from now on (read with `samples`). */
async function sampleAudio(): Promise<void> {
  await page.evaluate(() => {
    const audio = (window as unknown as { __fablecastAudio: HTMLAudioElement }).__fablecastAudio;
    const samples: Array<{ volume: number; paused: boolean; time: number }> = [];
    Object.assign(window, { __samples: samples });
    window.setInterval(
      () => samples.push({ volume: audio.volume, paused: audio.paused, time: audio.currentTime }),
      100,
    );
  });
}
const samples = () =>
  page.evaluate(
    () =>
      (window as unknown as { __samples: Array<{ volume: number; paused: boolean; time: number }> })
        .__samples,
  );

const elementVolume = () =>
  page.evaluate(
    () => (window as unknown as { __fablecastAudio?: HTMLAudioElement }).__fablecastAudio?.volume ?? -1,
  );

async function startStory(): Promise<void> {
  await page.goto('/library');
  await page.getByRole('link', { name: new RegExp(story().title) }).click();
  await page.getByRole('button', { name: t('story:play.start') }).click();
  await expect(page).toHaveURL(/\/player$/);
  await expect(pauseButton()).toBeVisible({ timeout: 15_000 });
}

test.beforeAll(async ({ browser }, testInfo) => {
  page = await openDevice(browser, testInfo, 'en');
  await watchAudio(page);
  family = grownUpsFamily('en', testInfo.project.name, 'night-player');
  await logInAs(page, family);
});

test.afterAll(async () => {
  await page.context().close();
});

test('in child mode a tap on the scrubber keeps the place, and a hold moves it', async () => {
  await startStory();
  await pauseButton().click();
  await expect(playButton()).toBeVisible();
  const before = await shownSeconds();

  // A tap (as a small hand brushes the bar) at three quarters: the time stays, the player says to hold.
  const bar = await box(seekBar());
  await page.mouse.click(bar.x + bar.width * 0.75, bar.y + bar.height / 2);
  await expect(page.getByText(t('player:seek.hold'))).toBeVisible();
  await page.waitForTimeout(500);
  expect(await shownSeconds()).toBe(before);

  // The keys do nothing either until Enter arms the bar; then one arrow moves 5 s.
  await page.getByRole('slider', { name: t('player:seek.label') }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(t('player:seek.holdKeys'))).toBeVisible();
  expect(await shownSeconds()).toBe(before);
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await expect.poll(shownSeconds).toBe(before + 5);
  await page.keyboard.press('Escape');

  // A hold at the middle of the bar moves the place there: half of the minute.
  await hold(page, seekBar(), { atX: 0.5 });
  await expect.poll(shownSeconds).toBeGreaterThanOrEqual(27);
  expect(await shownSeconds()).toBeLessThanOrEqual(33);
});

test('the child player is big: 64 px targets, play and pause bigger still', async () => {
  for (const name of [t('player:controls.previous'), t('player:controls.next')]) {
    const found = await box(page.getByRole('button', { name }));
    expect(Math.min(found.width, found.height)).toBeGreaterThanOrEqual(64);
  }
  const play = await box(playButton());
  expect(Math.min(play.width, play.height)).toBeGreaterThanOrEqual(88);
  for (const name of [t('player:controls.skipBack'), t('player:controls.skipForward')]) {
    const found = await box(page.getByRole('button', { name }));
    expect(Math.min(found.width, found.height)).toBeGreaterThanOrEqual(64);
  }
  expect((await box(seekBar())).height).toBeGreaterThanOrEqual(64);
  // A tap on "forward 30 s" does nothing; a hold skips.
  const before = await shownSeconds();
  await page.getByRole('button', { name: t('player:controls.skipForward') }).click();
  await expect(page.getByText(t('player:controls.holdToSkip'))).toBeVisible();
  expect(await shownSeconds()).toBe(before);
  await hold(page, page.getByRole('button', { name: t('player:controls.skipBack') }));
  await expect.poll(shownSeconds).toBe(Math.max(0, before - 30));
});

test('"End of this chapter" fades the chapter out and stops at its end; the next one does not start', async () => {
  await sleepTimer().selectOption({ label: t('player:settings.sleepChapters', { count: 1 }) });
  await expect(page.getByText(t('player:settings.sleepAtChapterEnd'))).toBeVisible();
  // Ten seconds before the end, then play.
  await hold(page, seekBar(), { atX: 0.84 });
  await expect.poll(shownSeconds).toBeGreaterThanOrEqual(48);
  const loads = (await audioLog(page)).sources.length;
  await sampleAudio();
  await playButton().click();

  await expect(page.getByText(t('player:settings.sleepFading'))).toBeVisible({ timeout: 15_000 });
  await expect(playButton()).toBeVisible({ timeout: 15_000 });
  const heard = await samples();
  const playingVolumes = heard.filter((sample) => !sample.paused).map((sample) => sample.volume);
  // The volume fell while it still played (the fade), from the full 0.8 to under a third of it.
  expect(Math.max(...playingVolumes)).toBeCloseTo(0.8, 2);
  expect(playingVolumes.some((volume) => volume > 0.05 && volume < 0.6)).toBe(true);
  expect(Math.min(...playingVolumes)).toBeLessThan(0.25);

  // What the child sees: Play, chapter 1 still, the time at the chapter's end, the timer gone.
  await expect(page.getByRole('heading', { level: 2, name: story().chapters[0]! })).toBeVisible();
  await expect(page.getByText(t('player:chapterOf', { current: 1, total: 2 }))).toBeVisible();
  const digits = (text: string | null) => (text ?? '').replace(/[^\d:]/g, '');
  const total = digits(await elapsed().locator('xpath=../span[last()]').textContent());
  await expect.poll(async () => digits(await elapsed().textContent())).toBe(total);
  await expect(sleepTimer()).toHaveValue('off');
  // And it stays so: chapter 2 never loads, and the volume is back for next time.
  await page.waitForTimeout(2_000);
  expect((await audioLog(page)).sources.length).toBe(loads);
  await expect(page.getByRole('heading', { level: 2, name: story().chapters[0]! })).toBeVisible();
  expect(await elementVolume()).toBeCloseTo(0.8, 2);
});

test('"+5 min" during the fade keeps the story playing, into the next chapter', async () => {
  await sleepTimer().selectOption({ label: t('player:settings.sleepChapters', { count: 1 }) });
  await hold(page, seekBar(), { atX: 0.88 });
  await expect.poll(shownSeconds).toBeGreaterThanOrEqual(50);
  await playButton().click();
  const extend = page.getByRole('button', { name: t('player:settings.sleepExtend') });
  await expect(extend).toBeVisible({ timeout: 15_000 });
  await extend.click();
  await expect(extend).toBeHidden();
  await expect(page.getByText(t('player:settings.sleepRemaining', { count: 5 }))).toBeVisible();
  await expect.poll(elementVolume).toBeCloseTo(0.8, 2);

  // The chapter ends and the next one plays, at full volume.
  await expect(page.getByRole('heading', { level: 2, name: story().chapters[1]! })).toBeVisible({
    timeout: 20_000,
  });
  await expect(pauseButton()).toBeVisible({ timeout: 15_000 });
  const start = await shownSeconds();
  await expect.poll(shownSeconds, { timeout: 10_000 }).toBeGreaterThan(start);
  await pauseButton().click();
});

test('the last choice is remembered for the kid after a reload, and the night player reads in Spanish', async () => {
  const testInfo = test.info();
  await sleepTimer().selectOption({ label: t('player:settings.sleepChapters', { count: 2 }) });
  await expect(page.getByText(t('player:settings.sleepChaptersLeft', { count: 2 }))).toBeVisible();
  await shot(testInfo, 'en');

  await useLanguage(page, 'es');
  const es = textsFor('es');
  await page.goto('/library');
  await page.getByRole('link', { name: new RegExp(family.stories[1]!.title) }).click();
  await page.getByRole('button', { name: es('story:play.start') }).click();
  await expect(page).toHaveURL(/\/player$/);
  const timer = page.getByRole('combobox', { name: es('player:settings.sleepTimer') });
  await expect(timer).toHaveValue('chapters:2');
  await expect(page.getByText('Quedan 2 capítulos')).toBeVisible();
  await expect(timer.locator('option:checked')).toHaveText('Después de 2 capítulos');
  await expect(page.getByRole('button', { name: es('player:controls.pause'), exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await shot(testInfo, 'es');
});

/** A picture of the night player for the record (the test's output folder). */
async function shot(testInfo: TestInfo, language: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: testInfo.outputPath(`night-player-${testInfo.project.name}-${language}.png`),
    fullPage: true,
  });
}
