import { expect, type Page } from '@playwright/test';
import { FAMILY_PASSWORD, type Family } from './families';
import { textsFor, type Language } from './texts';

/** Logs a seeded family's parent in, reading the screens in `language`, and waits for the home. */
export async function logInAs(page: Page, family: Family, language: Language = 'en'): Promise<void> {
  const t = textsFor(language);
  await page.goto('/auth?mode=login');
  await page.getByLabel(t('auth:fields.email')).fill(family.email);
  await page.getByLabel(t('auth:fields.password')).fill(FAMILY_PASSWORD);
  await page.getByRole('button', { name: t('auth:actions.login') }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { name: t('home:welcome.greeting', { name: family.kid.name }) }),
  ).toBeVisible();
}

/** Switches the interface language the way the app remembers it, and reloads. */
export async function useLanguage(page: Page, language: 'en' | 'es'): Promise<void> {
  await page.evaluate((chosen) => localStorage.setItem('fablecast.language', chosen), language);
  await page.reload();
}
