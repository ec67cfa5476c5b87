import { expect, test } from '@playwright/test';
import { newParent, openSettings, signUp } from './support/accounts';
import { passParentGate } from './support/parent-gate';
import { waitForServiceWorkerControl } from './support/service-worker';

// Accounts and sessions against the real server (P§2, P§4, P§8).

test('sign up, stay signed in across a reload and a new tab, sign out, sign in again', async ({
  page,
  context,
}) => {
  const parent = newParent();
  await signUp(page, parent);
  await expect(page.getByText('Account created!')).toBeVisible();

  await openSettings(page);
  const account = page.getByRole('region', { name: 'Account' });
  await expect(account.getByText(`Signed in as ${parent.email}`)).toBeVisible();

  // A reload forgets the in-memory access token; the refresh token in session storage renews it.
  await page.reload();
  await expect(account.getByText(`Signed in as ${parent.email}`)).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('refresh_token'))).toBeTruthy();

  // A new tab (the installed app reopened) has empty session storage: the HttpOnly cookie renews it.
  const reopened = await context.newPage();
  await reopened.goto('/settings');
  await passParentGate(reopened); // A new tab starts in child mode.
  await expect(reopened.getByText(`Signed in as ${parent.email}`)).toBeVisible();
  expect(await reopened.evaluate(() => document.cookie)).not.toContain('fc_refresh'); // HttpOnly
  await reopened.close();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Signed out')).toBeVisible();
  expect(
    await page.evaluate(() => [localStorage.getItem('cached_user'), sessionStorage.getItem('refresh_token')]),
  ).toEqual([null, null]);
  expect((await context.cookies()).filter(({ name }) => name === 'fc_refresh')).toEqual([]);

  // Signed out for good: a reload does not bring the session back.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();

  await page.getByLabel('Email').fill(parent.email);
  await page.getByLabel('Password').fill(parent.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await openSettings(page);
  await expect(page.getByText(`Signed in as ${parent.email}`)).toBeVisible();
});

test('offline, a signed-in parent stays signed in, and the session is checked when the network returns', async ({
  page,
  context,
}) => {
  const parent = newParent();
  await signUp(page, parent);
  await waitForServiceWorkerControl(page);
  await openSettings(page);

  await context.setOffline(true);
  await page.reload();
  const account = page.getByRole('region', { name: 'Account' });
  await expect(account.getByText(`Signed in as ${parent.email}`)).toBeVisible();
  await expect(
    account.getByText("You're offline. We'll check your account when you're back online."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);

  const renewed = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/refresh'));
  await context.setOffline(false);
  expect((await renewed).status()).toBe(200);
  await expect(
    account.getByText("You're offline. We'll check your account when you're back online."),
  ).toBeHidden();
  await expect(account.getByText(`Signed in as ${parent.email}`)).toBeVisible();
});

test("a wrong password says 'Invalid email or password'", async ({ page }) => {
  await page.goto('/auth?mode=login');
  await page.getByLabel('Email').fill(newParent().email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Authentication Error')).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?mode=login$/);
});

test('the sign-in form checks its fields before sending anything', async ({ page }) => {
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/auth/login')) sent += 1;
  });
  await page.goto('/auth');
  await page.getByLabel('Email').fill('ana@');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();
  expect(sent).toBe(0);
});

test.describe('an expired session', () => {
  // Requests are intercepted below; with a service worker in between, Playwright could not see them.
  test.use({ serviceWorkers: 'block' });

  test('sends the parent to /auth with a toast', async ({ page, context }) => {
    await signUp(page, newParent());

    // The session is gone on the server's side of things: no refresh token anywhere, and the next
    // authenticated call is refused.
    await context.clearCookies();
    await page.evaluate(() => sessionStorage.removeItem('refresh_token'));
    await page.route(
      '**/api/v1/users/me',
      (route) =>
        route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Session expired. Please login again.', code: 'TOKEN_EXPIRED' }),
        }),
      { times: 1 },
    );

    // Settings' account section asks for /users/me (the page may be gone before it is seen).
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await passParentGate(page);

    await expect(page).toHaveURL(/\/auth\?mode=login&redirect=%2Fsettings$/);
    await expect(page.getByText('Session expired. Please login again.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('cached_user'))).toBeNull();
  });

  test('a refresh token refused at start-up sends the parent to /auth', async ({ page }) => {
    await signUp(page, newParent());
    await page.evaluate(() => sessionStorage.setItem('refresh_token', 'a-token-the-server-never-issued'));
    await page.reload();
    await expect(page).toHaveURL(/\/auth\?mode=login$/);
    await expect(page.getByText('Session expired. Please login again.')).toBeVisible();
    expect(
      await page.evaluate(() => [
        localStorage.getItem('cached_user'),
        sessionStorage.getItem('refresh_token'),
      ]),
    ).toEqual([null, null]);
  });
});
