import { PLANS } from '@/contract/constants';
import type { PlanId } from '@/contract/plans';

// The spec's demo subscription (S§3, S§4), used for a plan the server has no payment link for (ADR
// 027). Pure rules over one record per user; the hook keeps it in local storage and adds the delays.
//  - none → active on subscribing (a new period starts; subscribing again changes the plan);
//  - active → cancelled on cancel, which needs an active one, and stays usable until the period ends;
//  - cancelled → active on restore, which needs a cancelled one still in its period;
//  - an active one past its period renews, as a provider would charge again; a cancelled one past its
//    period is over.

export type SubscriptionStatus = 'active' | 'cancelled';

/** S§3: Subscription (mocked locally). Times are ISO strings, as local storage keeps them. */
export interface Subscription {
  id: string;
  userId: string;
  plan: PlanId;
  status: SubscriptionStatus;
  currentPeriodEnd: string;
  createdAt: string;
  cancelledAt: string | null;
}

export type SubscriptionRule = 'noActive' | 'noCancelled';

/** S§8's 'No active subscription found' and 'No cancelled subscription found'. */
export class SubscriptionRuleError extends Error {
  readonly rule: SubscriptionRule;

  constructor(rule: SubscriptionRule) {
    super(rule === 'noActive' ? 'No active subscription found' : 'No cancelled subscription found');
    this.name = 'SubscriptionRuleError';
    this.rule = rule;
  }
}

const DAY_MS = 86_400_000;
const periodMs = (plan: PlanId) => PLANS[plan].periodDays * DAY_MS;

export function startSubscription(start: {
  id: string;
  userId: string;
  plan: PlanId;
  now: Date;
}): Subscription {
  const { id, userId, plan, now } = start;
  return {
    id,
    userId,
    plan,
    status: 'active',
    currentPeriodEnd: new Date(now.getTime() + periodMs(plan)).toISOString(),
    createdAt: now.toISOString(),
    cancelledAt: null,
  };
}

/** The subscription as it stands at `now` (see the rules above); null when there is none. */
export function subscriptionAt(stored: Subscription | null, now: Date): Subscription | null {
  if (!stored) return null;
  const end = Date.parse(stored.currentPeriodEnd);
  if (end > now.getTime()) return stored;
  if (stored.status === 'cancelled') return null;
  const period = periodMs(stored.plan);
  const periodsPassed = Math.floor((now.getTime() - end) / period) + 1;
  return { ...stored, currentPeriodEnd: new Date(end + periodsPassed * period).toISOString() };
}

export function cancelSubscription(stored: Subscription | null, now: Date): Subscription {
  const current = subscriptionAt(stored, now);
  if (current?.status !== 'active') throw new SubscriptionRuleError('noActive');
  return { ...current, status: 'cancelled', cancelledAt: now.toISOString() };
}

export function restoreSubscription(stored: Subscription | null, now: Date): Subscription {
  const current = subscriptionAt(stored, now);
  if (current?.status !== 'cancelled') throw new SubscriptionRuleError('noCancelled');
  return { ...current, status: 'active', cancelledAt: null };
}
