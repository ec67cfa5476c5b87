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
