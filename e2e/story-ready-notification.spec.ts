import { expect, test, type Page } from '@playwright/test';
import { newParent, openSettings, signUp } from './support/accounts';
import { openDevice } from './support/device';
import { waitForServiceWorkerControl } from './support/service-worker';

// "Your story is ready" (issue 13): Settings › Notifications asks the browser only from its switch, and a
// story made while the app is in the background is announced by a notice from the service worker.
// A real story is made (built-in writer, espeak narrator): one parent for the file.

test.describe.configure({ mode: 'serial' });

let page: Page;

/** Counts the app's questions to the browser about notifications, from the first script on. */
async function countPermissionRequests(target: Page): Promise<void> {
  await target.addInitScript(() => {
    const asked = { count: 0 };
    Object.defineProperty(window, '__notificationRequests', { value: asked });
    const request = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (...args: Parameters<typeof Notification.requestPermission>) => {
      asked.count += 1;
      return request(...args);
    };
  });
}

const permissionRequests = () =>
  page.evaluate(
    () => (window as unknown as { __notificationRequests: { count: number } }).__notificationRequests.count,
  );

const notifications = () => page.getByRole('region', { name: 'Notifications' });
const mainSwitch = () => notifications().getByRole('switch', { name: 'Show notifications' });

/** The page goes to the background, as when the parent switches to another app. */
const hidePage = () =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

test.beforeAll(async ({ browser }, testInfo) => {
  page = await openDevice(browser, testInfo, 'en');
  await countPermissionRequests(page);
  await signUp(page, newParent(), { name: 'Nora', age: 6 });
});

test.afterAll(async () => {
  await page.context().close();
});

test('the browser is asked only from the switch, and a refusal says so clearly', async () => {
  expect(await permissionRequests()).toBe(0); // Not on load, not on sign-up.
  await openSettings(page);
  await expect(mainSwitch()).toHaveAttribute('aria-checked', 'false');
  await expect(
    notifications().getByText(/your browser asks whether Fablecast may show notifications/),
  ).toBeVisible();
  expect(await permissionRequests()).toBe(0);

  // Nobody allowed it in this browser: its answer is no.
  await mainSwitch().click();
  expect(await permissionRequests()).toBe(1);
  await expect(
    notifications().getByText("Notifications are blocked in this browser's settings"),
  ).toBeVisible();
  await expect(mainSwitch()).toBeDisabled();
});

test('allowed in the browser, a story made in the background is announced by a notice', async () => {
  // Making a story takes a while on a busy machine (espeak and the MP3 encoder share its cores).
  test.setTimeout(330_000);
  await page.context().grantPermissions(['notifications']);
  await page.reload();
  await expect(mainSwitch()).toHaveAttribute('aria-checked', 'true');
  await expect(notifications().getByRole('switch', { name: 'New story alerts' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  expect(await permissionRequests()).toBe(0); // A reload asks nothing.
  await waitForServiceWorkerControl(page);

  await page.goto('/create-story');
  const chapterCount = page.getByRole('slider', { name: /chapters/i });
  await chapterCount.focus();
  await page.keyboard.press('Home');
  await page.getByLabel('Story title').fill('The Owl Who Wrote Back');
  await page.getByRole('button', { name: 'Generate Story' }).click();
  await expect(page).toHaveURL(/\/generating\//);
  const storyId = new URL(page.url()).pathname.split('/').pop()!;
  await hidePage();

  await expect(page).toHaveURL(new RegExp(`/story/${storyId}$`), { timeout: 270_000 });
  const shown = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map(({ title, body, tag, data }) => ({
      title,
      body,
      tag,
      data: data as unknown,
    }));
  });
  expect(shown).toEqual([
    {
      title: 'Your story is ready',
      body: '“The Owl Who Wrote Back” is ready to listen to.',
      tag: `story-ready:${storyId}`,
      data: { url: `/story/${storyId}` },
    },
  ]);
  expect(await permissionRequests()).toBe(0);
});
