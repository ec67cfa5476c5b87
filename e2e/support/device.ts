import type { Browser, BrowserContextOptions, Locator, Page, TestInfo } from '@playwright/test';
import type { Language } from './texts';

// A page of its own for a test that walks through several steps: the project's device (tablet or
// phone), the language, and the family's own network address.

/** A made-up address of a family's home network: sign-ups are limited per address (playwright.config.ts). */
export const familyAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/** A new context and page on this project's device, in `language`. Close it with page.context().close(). */
export async function openDevice(
  browser: Browser,
  testInfo: TestInfo,
  language: Language,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    locale: language === 'es' ? 'es-ES' : 'en-US',
    extraHTTPHeaders: { 'X-Forwarded-For': familyAddress() },
    ...options,
  });
  return context.newPage();
}

/** Where an element is on screen (it must be there). */
export async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('Not on screen');
  return found;
}
