import type { Locator, Page } from '@playwright/test';
import { box } from './device';

/**
 * A finger resting on `locator` (at `atX`, 0 to 1 across it) for `ms`, then lifted: how a child's player
 * control that acts only when held is used (ADR 033). A quick tap is `locator.click()`.
 */
export async function hold(page: Page, locator: Locator, { atX = 0.5, ms = 900 } = {}): Promise<void> {
  const { x, y, width, height } = await box(locator);
  await page.mouse.move(x + width * atX, y + height / 2);
  await page.mouse.down();
  await page.waitForTimeout(ms);
  await page.mouse.up();
}
