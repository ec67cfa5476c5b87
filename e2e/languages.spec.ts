import { expect, test } from '@playwright/test';
import { passParentGate } from './support/parent-gate';

const mainNav = 'navigation';

test.describe('Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  test('the interface is in Spanish when the browser speaks Spanish', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole(mainNav).filter({ has: page.getByRole('link', { name: 'Biblioteca' }) });
    await expect(nav.getByRole('link', { name: 'Inicio' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Crear' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Ajustes' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
});

test('choosing Spanish changes the interface and survives a reload', async ({ page }) => {
  await page.goto('/settings');
  await passParentGate(page);
  await expect(page.getByRole('link', { name: 'Library' }).first()).toBeVisible();

  await page.getByRole('radio', { name: 'Español' }).check();
  await expect(page.getByRole('link', { name: 'Biblioteca' }).first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('link', { name: 'Biblioteca' }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.goto('/this-page-does-not-exist');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('¡Vaya!');
});
