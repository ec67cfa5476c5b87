import { afterEach, describe, expect, it } from 'vitest';
import { PlanList } from '../../../src/contract/plan-schema';
import type { PlanList as PlanListBody } from '../../../src/contract/plans';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

/** GET /plans (S§3, S§9, ADR 027): the two plans, with the payment links the server is configured with. */
describe('GET /plans', () => {
  let testApp: TestApp | undefined;
  afterEach(() => testApp?.close());

  const features = ['unlimitedStories', 'allAccess', 'highQualityAudio', 'downloads', 'cancelAnytime'];

  const plansOf = async (env: Record<string, string> = {}) => {
    testApp = await buildTestApp({ env });
    // Public: a guest looks at the prices before signing up.
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/plans' });
    expect(response.statusCode).toBe(200);
    expect(PlanList.safeParse(response.json().data).success).toBe(true);
    return response.json<{ data: PlanListBody }>().data.items;
  };

  it('answers the spec’s two plans with no payment link when none is configured (the app’s demo)', async () => {
    expect(await plansOf()).toEqual([
      {
        id: 'weekly',
        priceCents: 289,
        currency: 'EUR',
        interval: 'week',
        periodDays: 7,
        popular: false,
        features,
        paymentLink: null,
      },
      {
        id: 'monthly',
        priceCents: 590,
        currency: 'EUR',
        interval: 'month',
        periodDays: 30,
        popular: true,
        features: [...features, 'prioritySupport', 'earlyAccess'],
        paymentLink: null,
      },
    ]);
  });

  it('gives each plan the hosted payment link it is configured with', async () => {
    const items = await plansOf({
      PAYMENT_LINK_WEEKLY: 'https://pay.example.com/b/weekly',
      PAYMENT_LINK_MONTHLY: 'https://pay.example.com/b/monthly',
    });

    expect(items.map(({ id, paymentLink }) => [id, paymentLink])).toEqual([
      ['weekly', 'https://pay.example.com/b/weekly'],
      ['monthly', 'https://pay.example.com/b/monthly'],
    ]);
  });

  it('leaves a plan without a link on the demo when only the other one has a link', async () => {
    const items = await plansOf({ PAYMENT_LINK_MONTHLY: 'https://pay.example.com/b/monthly' });

    expect(items.map(({ id, paymentLink }) => [id, paymentLink])).toEqual([
      ['weekly', null],
      ['monthly', 'https://pay.example.com/b/monthly'],
    ]);
  });
});
