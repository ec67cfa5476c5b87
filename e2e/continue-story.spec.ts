import { expect, test, type Page } from '@playwright/test';
import { pendingProgress } from './support/device-db';
import { families } from './support/families';
import { logInAs } from './support/family-login';
import { hold } from './support/hold';

// The child starts a story, leaves, and goes on from the home's "Continue your story" card (P§2) at the
// saved place; the progress screen (S§2) shows what was listened.

test.describe.configure({ mode: 'serial' });

let page: Page;
let saved = 0;

const audioState = () =>
  page.evaluate(() => {
    const audio = (window as unknown as { __fablecastAudio?: HTMLAudioElement }).__fablecastAudio;
    return audio
      ? { currentTime: audio.currentTime, paused: audio.paused }
      : { currentTime: -1, paused: true };
  });

test.beforeAll(async ({ browser }, testInfo) => {
  page = await browser.newPage({ baseURL: testInfo.project.use.baseURL, locale: 'en-US' });
  await logInAs(page, families.listening);
});

test.afterAll(async () => {
  await page.close();
});

test('nothing to continue before the first listen', async () => {
  await expect(page.getByRole('heading', { name: 'What would you like to do?' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Hi, Mateo!' })).toBeVisible();
  // The card's data has arrived once the player's code is no longer the only thing missing.
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Continue your story')).toHaveCount(0);
});

test('the child listens 30 s into the first chapter and pauses: the place is saved', async () => {
  await page.goto('/library');
  await page.getByRole('link', { name: /The Lantern Owl/ }).click();
  await page.getByRole('button', { name: 'Start Story' }).click();
  await expect(page).toHaveURL(/\/player$/);
  // Every place the server accepted. A save 2 s after the jump can land before the pause, and then the
  // pause has nothing new to send: either way, the place after the jump must have been saved.
  const accepted: number[] = [];
  page.on('response', (answer) => {
    if (answer.url().endsWith('/api/v1/progress') && answer.request().method() === 'POST' && answer.ok())
      accepted.push((answer.request().postDataJSON() as { position: number }).position);
  });
  await expect.poll(async () => (await audioState()).currentTime, { timeout: 15_000 }).toBeGreaterThan(1);
  await hold(page, page.getByRole('button', { name: 'Forward 30 seconds' }));
  await expect.poll(async () => (await audioState()).currentTime).toBeGreaterThan(31);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  // The pause's own save (if the place moved since the last one) is queued at once; wait until the
  // queue has sent everything, so the last place accepted is the one the home's card will show.
  await expect.poll(async () => (await pendingProgress(page)).length, { timeout: 15_000 }).toBe(0);
  saved = Math.max(0, ...accepted);
  expect(saved).toBeGreaterThanOrEqual(31);
});

test('back home later, one tap on the card resumes at the saved place', async () => {
  await page.goto('/');
  const card = page.getByRole('button', { name: /^Continue your story The Lantern Owl/ });
  await expect(card).toBeVisible();
  const at = `0:${String(saved).padStart(2, '0')}`;
  await expect(card).toContainText(`Chapter 1 · ${at} of 1:00`);
  await card.click();
  await expect(page).toHaveURL(/\/player$/);
  await expect(page.getByRole('heading', { name: 'The First Light' })).toBeVisible();
  await expect.poll(async () => (await audioState()).currentTime, { timeout: 15_000 }).toBeGreaterThan(saved);
  const { currentTime, paused } = await audioState();
  expect(currentTime).toBeLessThan(saved + 10);
  expect(paused).toBe(false);
  await page.getByRole('button', { name: 'Pause' }).click();
});

test('the progress screen shows what was listened', async () => {
  await page.goto('/progress');
  await expect(page.getByRole('heading', { level: 1, name: 'Listening Progress' })).toBeVisible();
  const going = page.getByRole('list', { name: 'Continue Listening' });
  await expect(going).toContainText('The Lantern Owl');
  await expect(going).toContainText('Chapter 1: The First Light');
  await expect(going).toContainText(/0:\d{2} \/ 1:00/);
  const stats = page.getByRole('region', { name: 'Listening at a glance' });
  await expect(stats).toContainText('In Progress');
});
