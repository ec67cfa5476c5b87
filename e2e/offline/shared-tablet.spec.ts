import { expect, type Page } from '@playwright/test';
import { keptAudio } from '../support/device-db';
import { families, type Family } from '../support/families';
import { logInAs } from '../support/family-login';
import { downloadThisStory, openStory, test } from '../support/offline-steps';
import { openAsParent } from '../support/parent-gate';
import { waitForServiceWorkerControl } from '../support/service-worker';
import { textsFor } from '../support/texts';

// Two parents share one tablet (issue 12, "Ownership on a shared tablet"): downloads belong to the
// account that made them. The other account sees none, cannot play them from the device, and the
// first finds them again when it signs back in — unless it chose to remove them when signing out.

const t = textsFor('en');
const first = families.offlineSharedFirst;
const second = families.offlineSharedSecond;
const [firstStory] = first.stories;

test.setTimeout(120_000);

/**
 * Settings' header › Sign out. With downloads on the device it asks whether to keep them, and
 * `downloads` answers; without (`downloads` absent) it signs out at once.
 */
async function signOut(page: Page, downloads?: 'keep' | 'remove'): Promise<void> {
  await openAsParent(page, '/settings');
  await page.getByRole('button', { name: t('account:signOut.action') }).click();
  const dialog = page.getByRole('dialog', { name: t('account:signOut.downloadsTitle') });
  if (downloads) {
    const answer = downloads === 'keep' ? 'account:signOut.keepDownloads' : 'account:signOut.removeDownloads';
    await dialog.getByRole('button', { name: t(answer) }).click();
  }
  await expect(page.getByText(t('common:session.signedOut'))).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

async function expectNoDownloads(page: Page, family: Family): Promise<void> {
  await page.goto('/library');
  await expect(page.getByRole('link', { name: new RegExp(family.stories[0]!.title) })).toBeVisible();
  await expect(page.getByText(t('library:card.downloaded'))).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Downloaded \(/ })).toHaveCount(0);
  await openAsParent(page, '/settings');
  const section = page.getByRole('heading', { name: t('settings:downloads.title') }).locator('..');
  await expect(section.getByText(t('settings:downloads.none'))).toBeVisible();
}

test('Another account on the same tablet sees none of the first account’s downloads, and cannot play them from the device', async ({
  page,
  context,
}) => {
  await logInAs(page, first);
  await waitForServiceWorkerControl(page);
  await openStory(page, firstStory.title);
  await downloadThisStory(page);
  const [kept] = await keptAudio(page);
  await signOut(page, 'keep');

  await logInAs(page, second);
  await expectNoDownloads(page, second);
  // Offline, the first account's chapter is not answered from the device for this account.
  await context.setOffline(true);
  const answer = await page.evaluate(async (url) => {
    try {
      return (await fetch(url)).status;
    } catch {
      return 'no answer';
    }
  }, `/media/${kept!.key}`);
  expect(answer).toBe('no answer');
  await context.setOffline(false);
  await signOut(page);

  // The first parent finds the download again, untouched.
  await logInAs(page, first);
  await openStory(page, firstStory.title);
  await expect(page.getByText(t('story:download.done'))).toBeVisible();
});

test('Signing out with "Remove downloads" leaves nothing of that account on the tablet', async ({ page }) => {
  await logInAs(page, first);
  await waitForServiceWorkerControl(page);
  await openStory(page, firstStory.title);
  await downloadThisStory(page);
  await signOut(page, 'remove');
  expect(await keptAudio(page)).toEqual([]);

  await logInAs(page, first);
  await expectNoDownloads(page, first);
});
