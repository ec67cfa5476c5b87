import { expect, type Page } from '@playwright/test';
import { passParentGate } from './parent-gate';

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
}

/**
 * Signs up through the sign-up tab, then goes through onboarding: with `firstChild`, its profile step
 * creates that kid profile; without, the parent skips it. Waits for the signed-in home.
 */
export async function signUp(page: Page, parent: Parent, firstChild?: FirstChild): Promise<void> {
  await page.goto('/auth?mode=signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await page.getByLabel('Name').fill(parent.name);
  await page.getByLabel('Email').fill(parent.email);
  await page.getByLabel('Password').fill(parent.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  // A new parent is offered onboarding once (P§2).
  await expect(page.getByRole('heading', { name: 'AI-Powered Stories' })).toBeVisible();
  if (firstChild) {
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.getByLabel("Child's name").fill(firstChild.name);
    await page.getByLabel('Age', { exact: true }).fill(String(firstChild.age));
    await page.getByRole('button', { name: 'Create Profile' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 2, name: `Hi, ${firstChild.name}!` })).toBeVisible();
    return;
  }
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: "Create your child's profile" })).toBeVisible();
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
