import { expect, type Page } from '@playwright/test';
import { FAMILY_PASSWORD, type Family } from './families';

/** Logs a seeded family's parent in (English screens) and waits for the signed-in home. */
export async function logInAs(page: Page, family: Family): Promise<void> {
  await page.goto('/auth?mode=login');
  await page.getByLabel('Email').fill(family.email);
  await page.getByLabel('Password').fill(FAMILY_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: `Hi, ${family.kid.name}!` })).toBeVisible();
}

/** Switches the interface language the way the app remembers it, and reloads. */
export async function useLanguage(page: Page, language: 'en' | 'es'): Promise<void> {
  await page.evaluate((chosen) => localStorage.setItem('fablecast.language', chosen), language);
  await page.reload();
}
