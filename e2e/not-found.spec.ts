import { expect, test } from '@playwright/test';

test('an unknown page says so and leads home', async ({ page }) => {
  await page.goto('/this-page-does-not-exist');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown API route answers JSON, not the app', async ({ request }) => {
  const response = await request.get('/api/v1/this-route-does-not-exist');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
  expect(await response.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
});
