import { expect, test } from '@playwright/test';
import { families } from './support/families';
import { logInAs } from './support/family-login';
import { passParentGate } from './support/parent-gate';

// A minute of listening shows as a minute on the kid's profile and on the progress screen (the
// profile once said "0 Minutes" after a minute of listening: it showed a copy kept from before).

test('a minute listened is a minute on the profile and the progress screen', async ({ page }) => {
  test.setTimeout(150_000);
  await logInAs(page, families.minutes);
  // The profile page first, so a stale copy of it would be kept.
  await page.getByRole('link', { name: 'Edit Kid Profile' }).click();
  await passParentGate(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  const minutes = page.getByText('Minutes', { exact: true }).locator('xpath=preceding-sibling::*[1]');
  await expect(minutes).toHaveText('0');

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Library' })
    .click();
  await page.getByRole('link', { name: /The Sleepy Whale/ }).click();
  await page.getByRole('button', { name: 'Start Story' }).click();
  await expect(page).toHaveURL(/\/player$/);
  // A real minute of listening (skipping ahead is not listening).
  const playing = () =>
    page.evaluate(() => {
      const audio = (window as unknown as { __fablecastAudio?: HTMLAudioElement }).__fablecastAudio;
      return audio ? audio.currentTime : -1;
    });
  await expect.poll(playing, { timeout: 15_000 }).toBeGreaterThan(0.5);
  await page.waitForTimeout(70_000); // Into chapter 2, so both chapters have saved their time.
  await page.getByRole('button', { name: 'Pause', exact: true }).click();

  await page.getByRole('link', { name: 'Back' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
  await page.getByRole('link', { name: 'Edit Kid Profile' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(minutes).toHaveText('1');

  await page.goto('/progress');
  await expect(
    page.getByText('Minutes', { exact: true }).locator('xpath=preceding-sibling::*[1]'),
  ).toHaveText('1');
});
