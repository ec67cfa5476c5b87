import { describe, expect, it } from 'vitest';
import {
  cancelSubscription,
  restoreSubscription,
  startSubscription,
  subscriptionAt,
  SubscriptionRuleError,
  type Subscription,
} from '@/features/subscription/demo-subscription';
import {
  readStoredSubscription,
  writeStoredSubscription,
} from '@/features/subscription/subscription-storage';

// The demo subscription's rules (S§3, S§4, S§8): one record per user, three transitions, and what the
// passing of time does to it.

const day = 86_400_000;
const start = new Date('2026-03-01T10:00:00.000Z');
const later = (days: number) => new Date(start.getTime() + days * day);
const weekly = () => startSubscription({ id: 'sub-1', userId: 'parent-1', plan: 'weekly', now: start });

function ruleOf(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof SubscriptionRuleError) return error.message;
    throw error;
  }
  return undefined;
}

describe('the demo subscription', () => {
  it('starts active, with a period of 7 days for the weekly plan and 30 for the monthly one', () => {
    expect(weekly()).toEqual({
      id: 'sub-1',
      userId: 'parent-1',
      plan: 'weekly',
      status: 'active',
      currentPeriodEnd: '2026-03-08T10:00:00.000Z',
      createdAt: '2026-03-01T10:00:00.000Z',
      cancelledAt: null,
    });
    const monthly = startSubscription({ id: 's', userId: 'p', plan: 'monthly', now: start });
    expect(monthly.currentPeriodEnd).toBe('2026-03-31T10:00:00.000Z');
  });

  it('cancels an active subscription, which stays until the end of its period', () => {
    const cancelled = cancelSubscription(weekly(), later(2));

    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancelledAt: later(2).toISOString(),
      currentPeriodEnd: '2026-03-08T10:00:00.000Z',
    });
    expect(subscriptionAt(cancelled, later(6))).toEqual(cancelled);
    expect(subscriptionAt(cancelled, later(7))).toBeNull();
  });

  it('restores a cancelled subscription within its period, keeping the period', () => {
    const restored = restoreSubscription(cancelSubscription(weekly(), later(2)), later(3));

    expect(restored).toMatchObject({ status: 'active', cancelledAt: null });
    expect(restored.currentPeriodEnd).toBe('2026-03-08T10:00:00.000Z');
  });

  it("refuses to cancel without an active subscription: 'No active subscription found'", () => {
    const cancelled = cancelSubscription(weekly(), later(1));

    expect(ruleOf(() => cancelSubscription(null, start))).toBe('No active subscription found');
    expect(ruleOf(() => cancelSubscription(cancelled, later(2)))).toBe('No active subscription found');
  });

  it("refuses to restore without a cancelled one: 'No cancelled subscription found'", () => {
    const cancelled = cancelSubscription(weekly(), later(1));

    expect(ruleOf(() => restoreSubscription(null, start))).toBe('No cancelled subscription found');
    expect(ruleOf(() => restoreSubscription(weekly(), later(1)))).toBe('No cancelled subscription found');
    // Its period over, a cancelled subscription is gone: there is nothing left to restore.
    expect(ruleOf(() => restoreSubscription(cancelled, later(8)))).toBe('No cancelled subscription found');
  });

  it('renews an active subscription past its period by whole periods, as a provider would charge again', () => {
    expect(subscriptionAt(weekly(), later(7))?.currentPeriodEnd).toBe('2026-03-15T10:00:00.000Z');
    expect(subscriptionAt(weekly(), later(20))?.currentPeriodEnd).toBe('2026-03-22T10:00:00.000Z');
    expect(subscriptionAt(weekly(), later(6))?.currentPeriodEnd).toBe('2026-03-08T10:00:00.000Z');
  });
});

describe('the demo subscription on the device', () => {
  it('is kept per user, and a record of another user or a damaged one reads as none', () => {
    const mine = weekly();
    writeStoredSubscription(mine);

    expect(readStoredSubscription('parent-1')).toEqual(mine);
    expect(readStoredSubscription('parent-2')).toBeNull();
    localStorage.setItem('fablecast.subscription.parent-2', JSON.stringify({ ...mine, userId: 'parent-1' }));
    expect(readStoredSubscription('parent-2')).toBeNull();
    localStorage.setItem('fablecast.subscription.parent-3', '{not json');
    expect(readStoredSubscription('parent-3')).toBeNull();
    const odd: Partial<Subscription> = { ...mine, userId: 'parent-4', plan: 'yearly' as never };
    localStorage.setItem('fablecast.subscription.parent-4', JSON.stringify(odd));
    expect(readStoredSubscription('parent-4')).toBeNull();
  });
});
