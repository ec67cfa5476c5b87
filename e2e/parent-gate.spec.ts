import { expect, test } from '@playwright/test';
import { gateSum, passParentGate } from './support/parent-gate';

// The parent gate in front of Settings and consent management (P§2, P§4, P§5). A guest is enough:
// the gate does not need an account, so this file signs nobody up.

const wrongAnswer = 'That answer was incorrect. Please try a new challenge.';

test('Settings sits behind the gate: wrong answers are refused, the right one opens Settings', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page).toHaveURL(/\/parent-gate\?redirect=%2Fsettings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Grown-ups Only' })).toBeVisible();
  await expect(page.getByText('Attempts: 0 / 5')).toBeVisible();

  const field = page.getByLabel('Your answer');
  await field.fill('banana');
  await field.press('Enter');
  await expect(page.getByText('Please enter a number to continue.')).toBeVisible();
  await expect(page.getByText('Attempts: 0 / 5')).toBeVisible();

  await field.fill(String((await gateSum(page)) + 1));
  await field.press('Enter');
  await expect(page.getByText(wrongAnswer)).toBeVisible();
  await expect(page.getByText('Attempts: 1 / 5')).toBeVisible();

  await passParentGate(page);
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test('five wrong answers lock the gate, with a countdown', async ({ page }) => {
  await page.goto('/parent-gate?redirect=%2Fsettings');
  const field = page.getByLabel('Your answer');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await field.fill(String((await gateSum(page)) + 1));
    await field.press('Enter');
    await expect(page.getByText(`Attempts: ${attempt} / 5`)).toBeVisible();
  }
  await expect(page.getByText(/Too many attempts\. Please wait 1[45]s before trying again\./)).toBeVisible();
  await expect(field).toBeDisabled();
  await expect(page.getByText(/Please wait 1[23]s/)).toBeVisible({ timeout: 5_000 });
});

test('consent management needs parent mode; Cancel goes back where the child came from', async ({ page }) => {
  await page.goto('/consent-management');
  await expect(page).toHaveURL(/\/parent-gate\?redirect=%2Fconsent-management$/);
  await page.goto('/parent-gate?redirect=%2Fconsent-management&from=%2Fprivacy');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/privacy$/);

  await page.goto('/parent-gate?redirect=%2Fconsent-management');
  await passParentGate(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy & Consent' })).toBeVisible();
  await page.getByRole('button', { name: 'Lock Parent Mode' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/consent-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Grown-ups Only' })).toBeVisible();
});
