import { expect, test } from '@playwright/test';
import { newParent, signUp } from './support/accounts';
import { startAppServer, type AppServer } from './support/app-server';
import { openDevice } from './support/device';
import { textsFor } from './support/texts';

// With payment links configured (PAYMENT_LINK_WEEKLY / _MONTHLY, ADR 027), Subscribe sends the browser
// to the plan's hosted payment page. A server of the test's own carries the links; the payment page
// is a stand-in answered by the browser itself, so nothing leaves the machine.

const t = textsFor('en');
const weeklyLink = 'https://pay.example.test/b/fablecast-weekly';
const monthlyLink = 'https://pay.example.test/b/fablecast-monthly';

test('Subscribe opens the plan’s hosted payment page', async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  let server: AppServer | undefined;
  try {
    server = await startAppServer({
      staticDir: 'dist',
      dataDir: testInfo.outputPath('data'),
      families: [],
      env: { PAYMENT_LINK_WEEKLY: weeklyLink, PAYMENT_LINK_MONTHLY: monthlyLink },
    });
    const page = await openDevice(browser, testInfo, 'en', { baseURL: server.baseURL });
    await page.route('https://pay.example.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Pay</title><h1>Secure checkout</h1>' }),
    );
    await signUp(page, newParent());

    await page.goto('/subscription');
    await expect(page.getByText(t('subscription:secure'))).toBeVisible();
    await expect(page.getByText(t('subscription:demo'))).toBeHidden();
    const subscribe = page.getByRole('button', { name: t('subscription:subscribeTo', { plan: 'weekly' }) });
    const payment = page.waitForRequest(weeklyLink);
    await subscribe.click();

    expect((await payment).isNavigationRequest()).toBe(true);
    await expect(page).toHaveURL(weeklyLink);
    await expect(page.getByRole('heading', { name: 'Secure checkout' })).toBeVisible();
    await page.context().close();
  } finally {
    await server?.stop();
  }
});
