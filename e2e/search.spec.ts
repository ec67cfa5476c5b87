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

/** Types `term`, waits for the server's answer to it, and reads the titles found. */
async function search(term: string) {
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/api/v1/stories?') &&
      new URL(response.url()).searchParams.get('search') === term,
  );
  await page.getByRole('searchbox').fill(term);
  const { data } = (await (await answered).json()) as { data: { items: unknown[] } };
  const titles = page.getByRole('region', { name: /found|encontrad/ }).getByRole('heading', { level: 3 });
  await expect(titles).toHaveCount(data.items.length);
  return titles.allTextContents();
}

test('English: "dragon" finds both dragon stories, "árbol" the tree house; archived stories stay out', async () => {
  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Search Stories' })).toBeVisible();
  const dragons = await search('dragon');
  expect(dragons.sort()).toEqual(['El dragón del faro', 'The Dragon Who Could Not Roar']);
  expect(await search('árbol')).toEqual(['La casa del árbol']);
  await page.getByRole('link', { name: /La casa del árbol/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'La casa del árbol' })).toBeVisible();
  // Back from the story, the same results.
  await page.goBack();
  await expect(page.getByRole('searchbox')).toHaveValue('árbol');
  await expect(page.getByRole('link', { name: /La casa del árbol/ })).toBeVisible();
  // The searches are remembered on this device, newest first.
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
