import { expect, test, type Page } from '@playwright/test';
import { families } from './support/families';
import { logInAs } from './support/family-login';

// My Stories (S§2): archiving takes a story out of the library and search; restoring brings it back.

test.describe.configure({ mode: 'serial' });

let page: Page;

test.beforeAll(async ({ browser }, testInfo) => {
  page = await browser.newPage({ baseURL: testInfo.project.use.baseURL, locale: 'en-US' });
  await logInAs(page, families.archive);
});

test.afterAll(async () => {
  await page.close();
});

const libraryTitles = async () => {
  await page.goto('/library');
  const list = page.getByRole('list', { name: 'Your stories' });
  await expect(list).toBeVisible();
  return list.getByRole('heading', { level: 3 }).allTextContents();
};

test('a parent archives a story: it leaves the library and search', async () => {
  expect((await libraryTitles()).sort()).toEqual(['The Kite Festival', 'The Paper Boat']);
  await page.goto('/my-stories');
  await expect(page.getByRole('heading', { level: 1, name: 'My Stories' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Published/ })).toHaveText('Published2');
  await page.getByRole('button', { name: 'Archive The Paper Boat' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Archive Story?' });
  await expect(dialog).toContainText('Are you sure you want to archive this story?');
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Story archived')).toBeVisible();
  await expect(page.getByRole('tab', { name: /Archived/ })).toHaveText('Archived2');

  expect(await libraryTitles()).toEqual(['The Kite Festival']);
  await page.goto('/search?q=paper');
  await expect(page.getByRole('heading', { name: 'No stories found for "paper"' })).toBeVisible();
});

test('the archive says why a generation failed, and the parent restores the story they archived', async () => {
  await page.goto('/my-stories');
  await page.getByRole('tab', { name: /Archived/ }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel).toContainText('Story generation cancelled by user');
  await expect(panel.getByRole('button', { name: 'Try The Stopped Story again' })).toBeVisible();
  await expect(panel).toContainText('You archived this story.');
  await panel.getByRole('button', { name: 'Restore The Paper Boat' }).click();
  await expect(page.getByText('Story restored')).toBeVisible();
  await expect(page.getByRole('tab', { name: /Published/ })).toHaveText('Published2');
  expect((await libraryTitles()).sort()).toEqual(['The Kite Festival', 'The Paper Boat']);
});

test('a story whose making was cancelled is tried again on the generating screen', async () => {
  await page.goto('/my-stories');
  await page.getByRole('tab', { name: /Archived/ }).click();
  await page.getByRole('button', { name: 'Try The Stopped Story again' }).click();
  await expect(page).toHaveURL(/\/generating\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Creating your story again')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Story progress' })).toBeVisible();
});
