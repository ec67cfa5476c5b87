import { expect, test, type Page } from '@playwright/test';
import { families } from './support/families';
import { logInAs, useLanguage } from './support/family-login';

// Search (S§2, S§5) against the real server: accents and capitals aside, in English and Spanish.

test.describe.configure({ mode: 'serial' });

let page: Page;

test.beforeAll(async ({ browser }, testInfo) => {
  page = await browser.newPage({ baseURL: testInfo.project.use.baseURL, locale: 'en-US' });
  await logInAs(page, families.search);
});

test.afterAll(async () => {
  await page.close();
});

async function search(term: string) {
  const box = page.getByRole('searchbox');
  await box.fill(term);
  const results = page.getByRole('region', { name: /found|encontrad/ });
  await expect(results).toBeVisible();
  return results.getByRole('heading', { level: 3 }).allTextContents();
}

test('English: "dragon" finds both dragon stories, "árbol" the tree house; archived stories stay out', async () => {
  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Search Stories' })).toBeVisible();
  const dragons = await search('dragon');
  expect(dragons.sort()).toEqual(['El dragón del faro', 'The Dragon Who Could Not Roar']);
  expect(await search('árbol')).toEqual(['La casa del árbol']);
  await page.getByRole('link', { name: /La casa del árbol/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'La casa del árbol' })).toBeVisible();
  await page.goBack();
  // The searches are remembered on this device, newest first.
  await page.getByRole('searchbox').fill('');
  await page
    .getByRole('button', { name: 'Clear the search' })
    .click()
    .catch(() => undefined);
  await page.goto('/search');
  await page.getByRole('tab', { name: 'Recent' }).click();
  await expect(page.getByRole('list', { name: 'Recent searches' }).getByRole('button')).toHaveText([
    'árbol',
    'dragon',
  ]);
});

test('Spanish: "arbol" without its accent and "DRAGÓN" in capitals find the same stories', async () => {
  await page.goto('/search');
  await useLanguage(page, 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Buscar cuentos' })).toBeVisible();
  expect(await search('arbol')).toEqual(['La casa del árbol']);
  expect((await search('DRAGÓN')).sort()).toEqual(['El dragón del faro', 'The Dragon Who Could Not Roar']);
  await page.getByRole('searchbox').fill('unicornio');
  await expect(page.getByRole('heading', { name: 'No encontramos cuentos para «unicornio»' })).toBeVisible();
  await useLanguage(page, 'en');
});
