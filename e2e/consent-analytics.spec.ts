import { expect, test, type Request } from '@playwright/test';
import { newParent, signUp } from './support/accounts';
import { passParentGate } from './support/parent-gate';

// Consent and analytics against the real server (P§4, P§7; offline checklist items 20–21). One
// sign-up for the whole file (the server allows 10 a minute per address), so the steps run in order.

test.use({ serviceWorkers: 'block' }); // Every request the page makes is seen here, none answered by a worker.

interface TrackBody {
  eventName: string;
  eventId: string;
  context: { childMode: boolean; analyticsConsent: boolean };
}

test.describe.serial('consent and analytics', () => {
  test('child mode sends nothing; consent survives a reload; events queued offline arrive once', async ({
    page,
    context,
  }) => {
    // `attempted`: every request that left the page; `tracked`: those the server answered (an attempt
    // made while the network is going away fails, and is retried).
    const isTrack = (request: Request) => request.url().endsWith('/api/v1/analytics/track');
    const attempted: TrackBody[] = [];
    const tracked: TrackBody[] = [];
    page.on('request', (request: Request) => {
      if (isTrack(request)) attempted.push(request.postDataJSON() as TrackBody);
    });
    page.on('requestfinished', (request: Request) => {
      if (isTrack(request)) tracked.push(request.postDataJSON() as TrackBody);
    });

    // Child mode: around the app, and at the gate, nothing reaches /analytics/track.
    await signUp(page, newParent());
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Library' })
      .click();
    await page.goto('/parent-gate?redirect=%2Fconsent-management');
    await page.getByLabel('Your answer').fill('1');
    await page.getByLabel('Your answer').press('Enter');
    await expect(page.getByText('Attempts: 1 / 5')).toBeVisible();
    expect(attempted).toEqual([]);

    // Parent mode, consent still off: nothing either.
    await passParentGate(page);
    const analytics = page.getByRole('switch', { name: 'Usage analytics' });
    await expect(analytics).toHaveAttribute('aria-checked', 'false');
    expect(attempted).toEqual([]);

    // Child Mode (on by default, S§9) locks analytics: the parent turns it off in Settings first.
    await expect(analytics).toBeDisabled();
    await expect(page.getByText('Disable Child Mode to enable analytics')).toBeVisible();
    await page.goto('/settings');
    const childMode = page
      .getByRole('region', { name: 'Privacy & Consent' })
      .getByRole('switch', { name: 'Child Mode' });
    await childMode.click();
    await expect(childMode).toHaveAttribute('aria-checked', 'false');
    await page.goto('/consent-management');
    await expect(analytics).toBeEnabled();
    expect(attempted).toEqual([]);

    // Granting consent sends what was buffered (the screen view) through the queue.
    // (Its answer is awaited: a row leaves the queue only after a 2xx, and a reload before that would
    // rightly send it again.)
    const firstEvent = page.waitForResponse((response) => response.url().endsWith('/api/v1/analytics/track'));
    await analytics.click();
    await expect(analytics).toHaveAttribute('aria-checked', 'true');
    await expect(analytics).toBeEnabled();
    expect((await firstEvent).ok()).toBe(true);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('outbox_pending'))).toBeNull();
    await expect.poll(() => tracked.map((event) => event.eventName)).toEqual(['screen_view']);
    expect(tracked[0]?.context).toMatchObject({ childMode: false, analyticsConsent: true });

    // The choice survives a reload (parent mode too, within its 5 minutes in this tab).
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Usage analytics' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(page.getByRole('switch', { name: 'News and offers' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect.poll(() => tracked.length).toBe(2); // This visit's screen view.

    // Offline, an event waits in the queue; back online it arrives exactly once.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.waitForTimeout(500);
    expect(tracked.filter((event) => event.eventName === 'consent_reviewed')).toEqual([]);
    await context.setOffline(false);
    await expect.poll(() => tracked.filter((event) => event.eventName === 'consent_reviewed').length).toBe(1);
    await page.waitForTimeout(1_000);
    expect(tracked.filter((event) => event.eventName === 'consent_reviewed')).toHaveLength(1);
    expect(new Set(tracked.map((event) => event.eventId)).size).toBe(tracked.length); // Each sent once.
  });
});
