import { expect, type Page } from '@playwright/test';

// The parent gate never puts its answer in the page: like a grown-up, the test reads the question
// and adds.

const QUESTION = /What is (\d+) \+ (\d+)\?/;

export async function gateSum(page: Page): Promise<number> {
  const question = await page.getByText(QUESTION).textContent();
  const [, first, second] = QUESTION.exec(question ?? '') ?? [];
  return Number(first) + Number(second);
}

/** Answers the gate on screen (Enter submits). */
export async function passParentGate(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Grown-ups Only' })).toBeVisible();
  const field = page.getByLabel('Your answer');
  await field.fill(String(await gateSum(page)));
  await field.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Grown-ups Only' })).toBeHidden();
}

/** Opens a grown-up page by its address, answering the parent gate when it asks (P§2). */
export async function openAsParent(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const gate = page.getByRole('heading', { level: 1, name: 'Grown-ups Only' });
  const main = page.locator('main h1');
  await expect(main).toBeVisible();
  if (await gate.isVisible()) await passParentGate(page);
}
