import { test as base, expect, type Page } from '@playwright/test';
import { familyAddress } from './device';
import { textsFor } from './texts';

// Steps of the offline suite (e2e/offline): what a parent does on the story page and in My Library to
// keep a story on the tablet, and what a test watches while they do.

const t = textsFor('en');

/**
 * The suite's `test`: every page of a test speaks from a family's own network address, so the suite's
 * many sign-ins never meet the per-address limit (10 a minute, playwright.config.ts).
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': familyAddress() });
  },
});

/** Opens a story from My Library (online). */
export async function openStory(page: Page, title: string): Promise<void> {
  await page.goto('/library');
  await page
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

/** My Library's "Downloaded (n)" shelf: shows only the stories kept on this device. */
export async function openDownloadedShelf(page: Page, count: number): Promise<void> {
  await page.goto('/library');
  const shelf = page.getByRole('button', { name: t('library:filter.downloaded', { count }) });
  await shelf.click();
  await expect(shelf).toHaveAttribute('aria-pressed', 'true');
}

/** The story page's "Download for offline" button. */
export const downloadButton = (page: Page) =>
  page.getByRole('button', { name: t('story:download.start'), exact: true });

/** Taps "Download for offline" and waits until the story page says the story is kept. */
export async function downloadThisStory(page: Page): Promise<void> {
  await downloadButton(page).click();
  await expect(page.getByText(t('story:download.done'))).toBeVisible({ timeout: 60_000 });
}

/**
 * From now on, records every value the story's download bar shows (its aria-valuenow), checked on
 * every change of the page and on every animation frame. Read them with `downloadBarValues`.
 */
export async function recordDownloadBar(page: Page, storyTitle: string): Promise<void> {
  await page.evaluate(
    (label) => {
      const seen: number[] = [];
      (window as unknown as { downloadBarValues: number[] }).downloadBarValues = seen;
      const read = () => {
        const bar = [...document.querySelectorAll('[role="progressbar"]')].find(
          (element) => element.getAttribute('aria-label') === label,
        );
        const value = bar?.getAttribute('aria-valuenow');
        if (value != null && seen.at(-1) !== Number(value)) seen.push(Number(value));
      };
      new MutationObserver(read).observe(document.body, { subtree: true, childList: true, attributes: true });
    },
    t('story:download.progressLabel', { title: storyTitle }),
  );
}

export const downloadBarValues = (page: Page) =>
  page.evaluate(() => (window as unknown as { downloadBarValues: number[] }).downloadBarValues);

/**
 * Before any page script: counts calls of navigator.storage.persist(), noting for each whether the
 * page had a user's tap behind it (navigator.userActivation.isActive). Read them with `persistCalls`.
 */
export async function countPersistCalls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const storage = navigator.storage;
    const original = storage.persist.bind(storage);
    const calls: { inTap: boolean }[] = [];
    Object.defineProperty(window, '__persistCalls', { value: calls });
    storage.persist = () => {
      calls.push({ inTap: navigator.userActivation?.isActive ?? false });
      return original();
    };
  });
}

export const persistCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __persistCalls: { inTap: boolean }[] }).__persistCalls);

/** The Play button of one chapter on the story page. */
export const chapterPlayButton = (page: Page, chapterTitle: string) =>
  page.getByRole('button', { name: t('story:chapters.play', { title: chapterTitle }) });

/** Pause, in the player or the mini-player (whichever is on screen), and waits for the audio to stop. */
export async function pauseStory(page: Page): Promise<void> {
  await page.getByRole('button', { name: t('player:controls.pause'), exact: true }).click();
  await expect(page.getByRole('button', { name: t('player:controls.play'), exact: true })).toBeVisible();
}
