import { expect, type Page } from '@playwright/test';
import { passParentGate } from './parent-gate';
import { textsFor, type Language } from './texts';

// Parents for the end-to-end tests. Every test gets its own address, so tests never share an account
// and can run in any order. Sign-ups and logins are kept few: the server allows 10 a minute per address.

export interface Parent {
  name: string;
  email: string;
  password: string;
}

export function newParent(): Parent {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return { name: 'Ana Parent', email: `parent-${unique}@example.com`, password: 'sleepy-moon-42' };
}

export interface FirstChild {
  name: string;
  age: number;
  interests?: string;
}

/**
 * Signs up through the sign-up tab, then goes through onboarding: with `firstChild`, its profile step
 * creates that kid profile; without, the parent skips it. Waits for the signed-in home. Every text is
 * read in `language`, the interface's.
 */
export async function signUp(
  page: Page,
  parent: Parent,
  firstChild?: FirstChild,
  language: Language = 'en',
): Promise<void> {
  const t = textsFor(language);
  await page.goto('/auth?mode=signup');
  await expect(page.getByRole('heading', { level: 1, name: t('auth:headings.signup') })).toBeVisible();
  await page.getByLabel(t('auth:fields.name')).fill(parent.name);
  await page.getByLabel(t('auth:fields.email')).fill(parent.email);
  await page.getByLabel(t('auth:fields.password')).fill(parent.password);
  await page.getByRole('button', { name: t('auth:actions.signup') }).click();
  // A new parent is offered onboarding once (P§2).
  await expect(page.getByRole('heading', { name: t('onboarding:cards.ai.title') })).toBeVisible();
  if (firstChild) {
    await page.getByRole('button', { name: t('onboarding:next') }).click();
    await page.getByRole('button', { name: t('onboarding:next') }).click();
    await page.getByRole('button', { name: t('onboarding:getStarted') }).click();
    await page.getByLabel(t('profiles:form.name')).fill(firstChild.name);
    await page.getByLabel(t('profiles:form.age'), { exact: true }).fill(String(firstChild.age));
    if (firstChild.interests) await page.getByLabel(t('profiles:form.interests')).fill(firstChild.interests);
    await page.getByRole('button', { name: t('profiles:form.create') }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { level: 2, name: t('home:welcome.greeting', { name: firstChild.name }) }),
    ).toBeVisible();
    return;
  }
  await page.getByRole('button', { name: t('onboarding:skip') }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: t('home:welcome.createProfileTitle') })).toBeVisible();
}

/**
 * Opens Settings from the bottom navigation (a client-side navigation, no reload), answering the
 * parent gate when it asks.
 */
export async function openSettings(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Settings' })
    .click();
  const settings = page.getByRole('heading', { level: 1, name: 'Settings' });
  const gate = page.getByRole('heading', { level: 1, name: 'Grown-ups Only' });
  await expect(settings.or(gate)).toBeVisible();
  if (await gate.isVisible()) await passParentGate(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}
