import { useState } from 'react';
import { DEMO_SUBSCRIPTION_DELAY_MS } from '@/contract/constants';
import type { PlanId } from '@/contract/plans';
import {
  cancelSubscription,
  restoreSubscription,
  startSubscription,
  subscriptionAt,
  type Subscription,
} from '../demo-subscription';
import { readStoredSubscription, writeStoredSubscription } from '../subscription-storage';

export type DemoAction = 'subscribe' | 'cancel' | 'restore';

/** S§7: "mocked in browser local storage with delays of 500 to 1000 ms". */
const demoDelay = () => {
  const { min, max } = DEMO_SUBSCRIPTION_DELAY_MS;
  return new Promise((resolve) => setTimeout(resolve, min + Math.random() * (max - min)));
};

/**
 * The signed-in parent's demo subscription on this device, and the three things that change it. Each
 * action answers the new subscription or throws (SubscriptionRuleError for the spec's rules).
 */
export function useDemoSubscription(userId: string | undefined) {
  const [stored, setStored] = useState(() => (userId ? readStoredSubscription(userId) : null));
  const [pending, setPending] = useState<DemoAction | null>(null);

  const act = async (action: DemoAction, change: (current: Subscription | null) => Subscription) => {
    if (!userId) throw new Error('Nobody is signed in');
    setPending(action);
    try {
      await demoDelay();
      // Read again: another tab of this parent may have changed it meanwhile.
      const next = change(readStoredSubscription(userId));
      writeStoredSubscription(next);
      setStored(next);
      return next;
    } finally {
      setPending(null);
    }
  };

  return {
    subscription: subscriptionAt(stored?.userId === userId ? stored : null, new Date()),
    pending,
    subscribe: (plan: PlanId) =>
      act('subscribe', () =>
        startSubscription({ id: crypto.randomUUID(), userId: userId ?? '', plan, now: new Date() }),
      ),
    cancel: () => act('cancel', (current) => cancelSubscription(current, new Date())),
    restore: () => act('restore', (current) => restoreSubscription(current, new Date())),
  };
}
