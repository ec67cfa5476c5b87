import { expect, test } from '@playwright/test';

// A guest may use the app without an account (P§1, P§2, P§6).

test('a guest sees the welcome card, can continue as a guest, and a dismissal is remembered', async ({
  page,
}) => {
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Welcome to Fablecast!' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/auth?mode=signup');

  await card.getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL(/\/$/);

  await card.getByRole('button', { name: 'Dismiss' }).click();
  await expect(card).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Fablecast' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Welcome to Fablecast!' })).toBeHidden();
});

test('a first visit makes no session requests', async ({ page }) => {
  const sessionCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/v1/auth/refresh') || pathname.startsWith('/api/v1/users/me')) {
      sessionCalls.push(pathname);
    }
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Welcome to Fablecast!' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(sessionCalls).toEqual([]);
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('the sign-in screen and the welcome card speak Spanish', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: '¡Te damos la bienvenida a Fablecast!' })).toBeVisible();
    await page.getByRole('link', { name: 'Registrarse' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Crear una cuenta' })).toBeVisible();
    await expect(page.getByLabel('Correo electrónico')).toBeVisible();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText('El correo electrónico es obligatorio')).toBeVisible();
  });
});
