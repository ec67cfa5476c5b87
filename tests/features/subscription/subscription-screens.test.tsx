import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHED_USER_STORAGE_KEY } from '@/contract/constants';
import { PLAN_CATALOGUE } from '@/contract/plans';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { saveTokens } from '@/lib/session/session-tokens';
import { accessTokenFor, fakeServer, json } from '../../lib/api/fake-server';
import { renderRoute } from '../../helpers/render-route';

const ana = {
  id: 'a3f1c1d2-0000-4000-8000-000000000001',
  name: 'Ana',
  email: 'ana@example.com',
  avatar: null,
};
const plansWith = (links: { weekly?: string; monthly?: string } = {}) => ({
  data: {
    items: PLAN_CATALOGUE.map((plan) => ({ ...plan, paymentLink: links[plan.id] ?? null })),
  },
});

async function signedIn() {
  await saveTokens({ accessToken: accessTokenFor(900), refreshToken: 'refresh-1' });
  localStorage.setItem(CACHED_USER_STORAGE_KEY, JSON.stringify(ana));
  useSessionStore.setState({ status: 'authenticated', user: ana });
}

beforeEach(() => {
  useSessionStore.setState({ status: 'guest', user: null });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('/subscription', () => {
  it('shows both plans with their prices, features and the demo disclaimer', async () => {
    renderRoute('/subscription', { fetch: fakeServer({ 'GET /plans': () => json(200, plansWith()) }).fetch });

    const weekly = await screen.findByRole('region', { name: 'Weekly' });
    const monthly = screen.getByRole('region', { name: 'Monthly' });
    expect(within(weekly).getByText('€2.89')).toBeTruthy();
    expect(within(weekly).getByText('per week')).toBeTruthy();
    expect(within(monthly).getByText('€5.90')).toBeTruthy();
    expect(within(monthly).getByText('Most Popular')).toBeTruthy();
    expect(within(weekly).queryByText('Priority support')).toBeNull();
    expect(within(monthly).getByText('Priority support')).toBeTruthy();
    expect(within(monthly).getByText('Early access to new features')).toBeTruthy();
    expect(
      await screen.findByText(
        'This is a demo: no real payments are processed. Your plan is kept on this device only.',
      ),
    ).toBeTruthy();
  });

  it('sends a guest to sign in first', async () => {
    renderRoute('/subscription', { fetch: fakeServer({ 'GET /plans': () => json(200, plansWith()) }).fetch });
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe to the weekly plan' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    expect(screen.getAllByText('Please sign in to subscribe').length).toBeGreaterThan(0);
  });

  it("sends the browser to the plan's payment link, showing 'Processing...'", async () => {
    await signedIn();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    renderRoute('/subscription', {
      fetch: fakeServer({
        'GET /plans': () => json(200, plansWith({ monthly: 'https://pay.example.com/monthly' })),
      }).fetch,
    });
    const button = await screen.findByRole('button', { name: 'Subscribe to the monthly plan' });
    fireEvent.click(button);

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example.com/monthly'));
    expect(button.textContent).toBe('Processing...');
  });

  it("says 'Subscription failed' when the plans cannot be read, and starts no demo", async () => {
    await signedIn();
    renderRoute('/subscription'); // no server
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe to the weekly plan' }));

    expect((await screen.findAllByText('Subscription failed')).length).toBeGreaterThan(0);
    expect(localStorage.getItem(`fablecast.subscription.${ana.id}`)).toBeNull();
  });
});

describe('settings → subscription', () => {
  it("offers 'View Plans' without a subscription", async () => {
    await signedIn();
    renderRoute('/settings');
    const section = await screen.findByRole('region', { name: 'Subscription' });
    expect(within(section).getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe(
      '/subscription',
    );
  });

  it('subscribes with the demo, then cancels and restores from Settings', async () => {
    await signedIn();
    const { unmount } = renderRoute('/subscription', {
      fetch: fakeServer({ 'GET /plans': () => json(200, plansWith()) }).fetch,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe to the weekly plan' }));
    expect(screen.getByRole('button', { name: 'Subscribe to the weekly plan' }).textContent).toBe(
      'Processing...',
    );
    expect(await screen.findByRole('heading', { name: 'Your subscription is being processed' })).toBeTruthy();
    expect(screen.getAllByText("You're now subscribed to the weekly plan").length).toBeGreaterThan(0);
    unmount();

    renderRoute('/settings');
    const section = await screen.findByRole('region', { name: 'Subscription' });
    expect(within(section).getByText('Weekly plan · €2.89 per week')).toBeTruthy();
    expect(within(section).getByText(/^Renews on \d\d\/\d\d\/\d{4}$/)).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Cancel subscription' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel your subscription?' });
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel Subscription' }));
    });
    expect((await screen.findAllByText('Subscription cancelled')).length).toBeGreaterThan(0);
    expect(await within(section).findByText(/^Cancelled: stays active until/)).toBeTruthy();

    fireEvent.click(within(section).getByRole('button', { name: 'Restore subscription' }));
    expect((await screen.findAllByText('Subscription restored')).length).toBeGreaterThan(0);
    expect(await within(section).findByRole('button', { name: 'Cancel subscription' })).toBeTruthy();
  });
});
