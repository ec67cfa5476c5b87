import { expect, type Page } from '@playwright/test';
import { text, type Language } from './texts';

// The parent gate never puts its answer in the page: like a grown-up, the test reads the question
// and adds.

const QUESTION = /(?:What is|¿Cuánto es) (\d+) \+ (\d+)\?/;

export async function gateSum(page: Page): Promise<number> {
  const question = await page.getByText(QUESTION).textContent();
  const [, first, second] = QUESTION.exec(question ?? '') ?? [];
  return Number(first) + Number(second);
}

/** Answers the gate on screen (Enter submits), in the interface's language. */
export async function passParentGate(page: Page, language: Language = 'en'): Promise<void> {
  const heading = page.getByRole('heading', { level: 1, name: text(language, 'pages.parentGate') });
  await expect(heading).toBeVisible();
  const field = page.getByLabel(text(language, 'parent:gate.answerLabel'));
  await field.fill(String(await gateSum(page)));
  await field.press('Enter');
  await expect(heading).toBeHidden();
}

/** Opens a grown-up page by its address, answering the parent gate when it asks (P§2). */
export async function openAsParent(page: Page, path: string, language: Language = 'en'): Promise<void> {
  await page.goto(path);
  const gate = page.getByRole('heading', { level: 1, name: text(language, 'pages.parentGate') });
  await expect(page.locator('main h1')).toBeVisible();
  if (await gate.isVisible()) await passParentGate(page, language);
}
