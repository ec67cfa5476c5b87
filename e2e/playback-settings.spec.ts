import { expect, test, type Page } from '@playwright/test';
import { audioLog, watchAudio } from './support/audio';
import { openDevice } from './support/device';
import { families } from './support/families';
import { logInAs } from './support/family-login';
import { openAsParent } from './support/parent-gate';

// Settings › Playback wired into the player, and Child Mode's lock on analytics (issue 13). One family
// (seeded, e2e/support/families.ts) and one tablet for the whole file: the settings stay on the device
// from one step to the next.

test.describe.configure({ mode: 'serial' });

const family = families.playbackSettings;
const [shortStory, longStory] = family.stories;
let page: Page;

/** The player's audio element, as the app created it. */
const audio = () =>
  page.evaluate(() => {
    const element = (window as unknown as { __fablecastAudio?: HTMLAudioElement }).__fablecastAudio;
    return element
      ? {
          playbackRate: element.playbackRate,
          paused: element.paused,
          ended: element.ended,
          time: element.currentTime,
        }
      : null;
  });

const playback = () => page.getByRole('region', { name: 'Playback' });
const speedInPlayer = () => page.getByRole('combobox', { name: 'Speed', exact: true });

async function openStory(title: string): Promise<void> {
  await page.goto('/library');
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

test.beforeAll(async ({ browser }, testInfo) => {
  page = await openDevice(browser, testInfo, 'en');
  await watchAudio(page);
  await logInAs(page, family);
});

test.afterAll(async () => {
  await page.context().close();
});

test('a parent changes the default speed, and it applies to the next chapter played', async () => {
  // Chapter 1 plays at the usual speed.
  await openStory(longStory.title);
  await page.getByRole('button', { name: `Play ${longStory.chapters[0]}` }).click();
  await expect(page).toHaveURL(/\/player$/);
  await expect.poll(async () => (await audio())?.time ?? 0, { timeout: 15_000 }).toBeGreaterThan(0.5);
  expect((await audio())?.playbackRate).toBe(1);
  await expect(speedInPlayer()).toHaveValue('1.0');
  await page.getByRole('button', { name: 'Pause', exact: true }).click();

  // Settings › Playback: 1.3×.
  await openAsParent(page, '/settings');
  await playback().getByRole('combobox', { name: 'Default speed' }).selectOption('1.3');
  await expect(playback().getByRole('combobox', { name: 'Default speed' })).toHaveValue('1.3');

  // The next chapter played starts at 1.3×, and the player shows it.
  await openStory(longStory.title);
  await page.getByRole('button', { name: `Play ${longStory.chapters[1]}` }).click();
  await expect(page.getByText('Chapter 2 of 2')).toBeVisible();
  await expect.poll(async () => (await audio())?.paused, { timeout: 15_000 }).toBe(false);
  await expect.poll(async () => (await audio())?.playbackRate).toBe(1.3);
  await expect(speedInPlayer()).toHaveValue('1.3');
  await expect(speedInPlayer().locator('option:checked')).toHaveText('1.3×');
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
});

test("a parent turns autoplay off, and playback stops at the chapter's end", async () => {
  await openAsParent(page, '/settings');
  const autoplay = playback().getByRole('switch', { name: 'Autoplay next chapter' });
  await expect(autoplay).toHaveAttribute('aria-checked', 'true');
  await autoplay.click();
  await expect(autoplay).toHaveAttribute('aria-checked', 'false');

  // A chapter of a few seconds, heard to its end.
  await openStory(shortStory.title);
  const loadsBefore = (await audioLog(page)).sources.length;
  await page.getByRole('button', { name: `Play ${shortStory.chapters[0]}` }).click();
  await expect(page.getByText('Chapter 1 of 2')).toBeVisible();
  await expect.poll(async () => (await audio())?.ended, { timeout: 20_000 }).toBe(true);
  // It stays at chapter 1, paused, and chapter 2 is never loaded.
  await page.waitForTimeout(2_000);
  await expect(page.getByText('Chapter 1 of 2')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: shortStory.chapters[0] })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  expect((await audio())?.paused).toBe(true);
  expect((await audioLog(page)).sources.length).toBe(loadsBefore + 1);
});

test('Child Mode locks the analytics toggle', async () => {
  await openAsParent(page, '/settings');
  const privacy = page.getByRole('region', { name: 'Privacy & Consent' });
  const childMode = privacy.getByRole('switch', { name: 'Child Mode' });
  const analytics = privacy.getByRole('switch', { name: 'Usage analytics' });
  await expect(childMode).toHaveAttribute('aria-checked', 'true');
  await expect(analytics).toBeDisabled();
  await expect(analytics).toHaveAttribute('aria-checked', 'false');
  await expect(privacy.getByText('Disable Child Mode to enable analytics')).toBeVisible();

  await childMode.click();
  await expect(analytics).toBeEnabled();
  await expect(privacy.getByText('Disable Child Mode to enable analytics')).toBeHidden();

  // The consent screen's toggle follows the same rule.
  await childMode.click();
  await expect(analytics).toBeDisabled();
  await privacy.getByRole('link', { name: 'Manage privacy choices' }).click();
  await expect(page.getByRole('switch', { name: 'Usage analytics' })).toBeDisabled();
  await expect(page.getByText('Disable Child Mode to enable analytics')).toBeVisible();
});
