import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAN_CATALOGUE } from '@/contract/plans';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { fakeServer, json } from '../../lib/api/fake-server';
import { ana, signInAna } from '../profiles/fake-children';
import { renderRoute } from '../../helpers/render-route';

const plansWith = (links: { weekly?: string; monthly?: string } = {}) => ({
  data: {
    items: PLAN_CATALOGUE.map((plan) => ({ ...plan, paymentLink: links[plan.id] ?? null })),
  },
});

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
    await signInAna();
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
    await signInAna();
    renderRoute('/subscription'); // no server
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe to the weekly plan' }));

    expect((await screen.findAllByText('Subscription failed')).length).toBeGreaterThan(0);
    expect(localStorage.getItem(`fablecast.subscription.${ana.id}`)).toBeNull();
  });
});

describe('settings → subscription', () => {
  it("offers 'View Plans' without a subscription", async () => {
    await signInAna();
    renderRoute('/settings');
    const section = await screen.findByRole('region', { name: 'Subscription' });
    expect(within(section).getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe(
      '/subscription',
    );
  });

  it('subscribes with the demo, then cancels and restores from Settings', async () => {
    await signInAna();
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
