import { PLANS } from './constants';

// The two subscription plans (S§2, S§3, S§9), as plain data: the plans page draws them at once, even
// before (or without) GET /plans, which only adds each plan's hosted payment link. No zod here, so
// the page's chunk does not carry it; the server's response schema is in plan-schema.ts.

export const PLAN_IDS = ['weekly', 'monthly'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** S§2: both plans list the first five; the monthly one adds the last two. Keys the app translates. */
export const PLAN_FEATURES = [
  'unlimitedStories',
  'allAccess',
  'highQualityAudio',
  'downloads',
  'cancelAnytime',
  'prioritySupport',
  'earlyAccess',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

export interface Plan {
  id: PlanId;
  /** S§9: euro cents. */
  priceCents: number;
  /** ISO 4217. */
  currency: string;
  /** What one payment buys: a week or a month. */
  interval: 'week' | 'month';
  periodDays: number;
  /** S§2: the monthly plan is flagged 'Most Popular'. */
  popular: boolean;
  features: PlanFeature[];
  /** The plan's hosted payment page, when the server has one (PAYMENT_LINK_*); else the demo. */
  paymentLink: string | null;
}

const everyPlan = PLAN_FEATURES.slice(0, 5);

/** The plans as the app knows them without a server: no payment links. */
export const PLAN_CATALOGUE: readonly Plan[] = [
  { id: 'weekly', ...PLANS.weekly, interval: 'week', popular: false, features: everyPlan, paymentLink: null },
  {
    id: 'monthly',
    ...PLANS.monthly,
    interval: 'month',
    popular: true,
    features: [...everyPlan, 'prioritySupport', 'earlyAccess'],
    paymentLink: null,
  },
];

/** GET /plans answers `{ data: PlanList }`. */
export interface PlanList {
  items: Plan[];
}
