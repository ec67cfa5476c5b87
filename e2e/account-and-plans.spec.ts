import { expect, test, type Page } from '@playwright/test';
import { newParent, openSettings, signUp, type Parent } from './support/accounts';
import { openDevice } from './support/device';
import { useLanguage } from './support/family-login';
import { textsFor } from './support/texts';

// Settings › Account and the plans, against the real server (S§2, S§4, S§8; ADR 027): a parent renames
// themself, changes the password — and their other device is signed out —, subscribes with the demo
// (no payment link on this server), cancels and restores it. A guest is sent to sign in first. Every
// test is a parent of its own, on a device of its own (its own address: sign-ups are limited per one).

const t = textsFor('en');

async function newSignedInDevice(page: Page): Promise<Parent> {
  const parent = newParent();
  await signUp(page, parent);
  return parent;
}

test('a parent edits the account name and sees it at once, and after a reload', async ({
  browser,
}, testInfo) => {
  const page = await openDevice(browser, testInfo, 'en');
  await newSignedInDevice(page);
  await openSettings(page);
  const account = page.getByRole('region', { name: t('account:title') });

  await account.getByRole('button', { name: t('account:edit.open') }).click();
  const dialog = page.getByRole('dialog', { name: t('account:edit.title') });
  await dialog.getByLabel(t('auth:fields.name')).fill('A');
  await dialog.getByRole('button', { name: t('account:edit.save') }).click();
  await expect(dialog.getByText(t('auth:validation.nameTooShort'))).toBeVisible();
  await dialog.getByLabel(t('auth:fields.name')).fill('Ana Renamed');
  await dialog.getByRole('button', { name: t('account:edit.save') }).click();

  await expect(page.getByText(t('account:edit.updated'))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(account.getByText('Ana Renamed', { exact: true })).toBeVisible();
  await page.reload();
  await expect(account.getByText('Ana Renamed', { exact: true })).toBeVisible();
  await page.context().close();
});

test('a new password signs the other device out on its next request; this one stays signed in', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const tablet = await openDevice(browser, testInfo, 'en');
  const parent = await newSignedInDevice(tablet);
  // The same parent on a phone of theirs (another context: its own storage and cookies).
  const phone = await openDevice(browser, testInfo, 'en');
  await phone.goto('/auth?mode=login');
  await phone.getByLabel(t('auth:fields.email')).fill(parent.email);
  await phone.getByLabel(t('auth:fields.password')).fill(parent.password);
  await phone.getByRole('button', { name: t('auth:actions.login') }).click();
  // A device the parent has not used before offers onboarding once.
  await phone.getByRole('button', { name: t('onboarding:skip') }).click();
  await expect(phone.getByRole('heading', { name: t('home:welcome.createProfileTitle') })).toBeVisible();

  await openSettings(tablet);
  await tablet
    .getByRole('region', { name: t('account:title') })
    .getByRole('button', { name: t('account:password.open') })
    .click();
  const dialog = tablet.getByRole('dialog', { name: t('account:password.title') });
  await dialog.getByLabel(t('account:password.current')).fill('not-my-password');
  await dialog.getByLabel(t('account:password.new')).fill('brand-new-moon-7');
  await dialog.getByRole('button', { name: t('account:password.save') }).click();
  await expect(dialog.getByText(t('auth:validation.currentPasswordWrong'))).toBeVisible();
  await dialog.getByLabel(t('account:password.current')).fill(parent.password);
  await dialog.getByRole('button', { name: t('account:password.save') }).click();
  await expect(tablet.getByText(t('account:password.changed'))).toBeVisible();

  // The phone's next request finds its session ended: it is sent to sign in again.
  await phone
    .getByRole('navigation', { name: t('nav.label') })
    .getByRole('link', { name: t('nav.library') })
    .click();
  await expect(phone).toHaveURL(/\/auth\?.*redirect=%2Flibrary/);
  await expect(phone.getByRole('heading', { level: 1, name: t('auth:headings.login') })).toBeVisible();
  await expect(phone.getByText(t('session.expired'))).toBeVisible();

  // The tablet, which made the change, is still signed in, after a reload too.
  await tablet.reload();
  await expect(
    tablet
      .getByRole('region', { name: t('account:title') })
      .getByText(t('account:signedInAs', { email: parent.email })),
  ).toBeVisible();

  // The old password no longer opens the account; the new one does.
  await phone.getByLabel(t('auth:fields.email')).fill(parent.email);
  await phone.getByLabel(t('auth:fields.password')).fill(parent.password);
  await phone.getByRole('button', { name: t('auth:actions.login') }).click();
  await expect(phone.getByText(t('auth:errors.invalidCredentials'))).toBeVisible();
  await phone.getByLabel(t('auth:fields.password')).fill('brand-new-moon-7');
  await phone.getByRole('button', { name: t('auth:actions.login') }).click();
  // Back where the phone was going when it was sent to sign in.
  await expect(phone).toHaveURL(/\/library$/);

  await tablet.context().close();
  await phone.context().close();
});

test('a parent subscribes with the demo, then cancels and restores it in Settings', async ({
  browser,
}, testInfo) => {
  const page = await openDevice(browser, testInfo, 'en');
  await newSignedInDevice(page);

  await page.goto('/subscription');
  await expect(page.getByRole('heading', { level: 1, name: t('pages.subscription') })).toBeVisible();
  const weekly = page.getByRole('region', { name: t('subscription:planName.weekly') });
  const monthly = page.getByRole('region', { name: t('subscription:planName.monthly') });
  await expect(weekly.getByText('€2.89')).toBeVisible();
  await expect(monthly.getByText('€5.90')).toBeVisible();
  await expect(monthly.getByText(t('subscription:popular'))).toBeVisible();
  await expect(monthly.getByText(t('subscription:features.prioritySupport'))).toBeVisible();
  await expect(page.getByText(t('subscription:demo'))).toBeVisible();

  const subscribe = monthly.getByRole('button', { name: t('subscription:subscribeTo', { plan: 'monthly' }) });
  await subscribe.click();
  await expect(subscribe).toHaveText(t('subscription:processing'));
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByRole('heading', { name: t('subscription:thankYou.heading') })).toBeVisible();
  await expect(page.getByText(t('subscription:activatedBody', { plan: 'monthly' }))).toBeVisible();
  await page.getByRole('link', { name: t('subscription:thankYou.toLibrary') }).click();
  await expect(page).toHaveURL(/\/library$/);

  await openSettings(page);
  const section = page.getByRole('region', { name: t('subscription:section.title') });
  await expect(section.getByText('Monthly plan · €5.90 per month')).toBeVisible();
  await expect(section.getByText(/^Renews on \d\d\/\d\d\/\d{4}$/)).toBeVisible();

  await section.getByRole('button', { name: t('subscription:section.cancel') }).click();
  await page
    .getByRole('alertdialog', { name: t('subscription:section.confirmTitle') })
    .getByRole('button', { name: t('subscription:section.confirmCancel') })
    .click();
  await expect(page.getByText(t('subscription:toasts.cancelled'), { exact: true })).toBeVisible();
  await expect(section.getByText(/^Cancelled: stays active until \d\d\/\d\d\/\d{4}$/)).toBeVisible();

  await section.getByRole('button', { name: t('subscription:section.restore') }).click();
  await expect(page.getByText(t('subscription:toasts.restored'), { exact: true })).toBeVisible();
  await expect(section.getByRole('button', { name: t('subscription:section.cancel') })).toBeVisible();

  // The plans page knows the running plan, and writes prices the Spanish way in Spanish.
  await useLanguage(page, 'es');
  await page.goto('/subscription');
  const es = textsFor('es');
  const mensual = page.getByRole('region', { name: es('subscription:planName.monthly') });
  await expect(mensual.getByText(/^5,90\s€$/)).toBeVisible();
  await expect(mensual.getByRole('button', { name: es('subscription:currentPlan') })).toBeDisabled();
  await expect(
    page.getByRole('region', { name: es('subscription:planName.weekly') }).getByText(/^2,89\s€$/),
  ).toBeVisible();
  await page.context().close();
});

test('a guest pressing Subscribe is sent to sign in first', async ({ page }) => {
  await page.goto('/subscription');
  await page.getByRole('button', { name: t('subscription:subscribeTo', { plan: 'weekly' }) }).click();

  await expect(page).toHaveURL(/\/auth\?mode=login&redirect=%2Fsubscription$/);
  await expect(page.getByText(t('subscription:authRequiredBody'))).toBeVisible();
});
