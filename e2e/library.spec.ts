import { expect, test } from '@playwright/test';
import { families } from './support/families';
import { logInAs } from './support/family-login';

// A parent with 30 stories pages through the library (S§2 My Library): newest first, 25 a page.

test('a parent with 30 stories pages the library to the end, each story once', async ({ page }) => {
  await logInAs(page, families.library);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Library' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Library' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Your stories' });
  const cards = list.getByRole('heading', { level: 3 });
  await expect(cards).toHaveCount(25);
  await expect(cards.first()).toHaveText('Library Tale 30');

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards).toHaveCount(30);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  const titles = await cards.allTextContents();
  expect(new Set(titles).size).toBe(30);
  expect(titles).toEqual(
    Array.from({ length: 30 }, (_, index) => `Library Tale ${String(30 - index).padStart(2, '0')}`),
  );
  // The card: the description's first 80 characters and an ellipsis, the date as dd/mm/yyyy.
  const last = list.getByRole('link').last();
  await expect(last).toContainText(
    'Story number 1 of the shelf: a small adventure about a lantern, a map, a friend…',
  );
  await expect(last).toContainText(/\d{2}\/\d{2}\/\d{4}/);

  // Scrolled to the end, the floating button leaves the last card uncovered.
  await last.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const add = page.getByRole('link', { name: 'Create a new story' });
  const [card, button] = [await last.boundingBox(), await add.boundingBox()];
  expect(card && button && card.y + card.height <= button.y).toBe(true);

  await last.click();
  await expect(page).toHaveURL(/\/story\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Library Tale 01' })).toBeVisible();
});
