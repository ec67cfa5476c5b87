import { SUBSCRIPTION_STORAGE_KEY_PREFIX } from '@/contract/constants';
import { PLAN_IDS } from '@/contract/plans';
import type { Subscription } from './demo-subscription';

// S§3: "Persisted locally: subscription per user key". A damaged or foreign record reads as none.

const keyOf = (userId: string) => `${SUBSCRIPTION_STORAGE_KEY_PREFIX}${userId}`;

function isSubscription(value: unknown, userId: string): value is Subscription {
  const record = (value ?? {}) as Partial<Record<keyof Subscription, unknown>>;
  const isDate = (date: unknown) => typeof date === 'string' && !Number.isNaN(Date.parse(date));
  return (
    typeof record.id === 'string' &&
    record.userId === userId &&
    (PLAN_IDS as readonly unknown[]).includes(record.plan) &&
    (record.status === 'active' || record.status === 'cancelled') &&
    isDate(record.currentPeriodEnd) &&
    isDate(record.createdAt) &&
    (record.cancelledAt === null || isDate(record.cancelledAt))
  );
}

export function readStoredSubscription(userId: string): Subscription | null {
  try {
    const raw = localStorage.getItem(keyOf(userId));
    const value: unknown = raw === null ? null : JSON.parse(raw);
    return isSubscription(value, userId) ? value : null;
  } catch {
    return null;
  }
}

/** Throws when the device refuses to keep it: the action then fails with its own message. */
export function writeStoredSubscription(subscription: Subscription): void {
  localStorage.setItem(keyOf(subscription.userId), JSON.stringify(subscription));
}
