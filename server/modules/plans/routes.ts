import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PLAN_CATALOGUE, type Plan, type PlanId } from '../../../src/contract/plans';
import { PlanList } from '../../../src/contract/plan-schema';
import { dataBody } from '../../http/response-schemas';

/**
 * GET /plans (S§3, ADR 027): the two plans and, for each, the hosted payment page the server is
 * configured with (PAYMENT_LINK_WEEKLY / PAYMENT_LINK_MONTHLY) or null, in which case the app offers
 * the spec's demo subscription kept on the device. Public: a guest may look at the prices, and a
 * payment link is a page meant to be shared.
 */

export interface PlansRoutesOptions {
  paymentLinks: Readonly<Record<PlanId, string | undefined>>;
}

const plansRoutes: FastifyPluginAsyncZod<PlansRoutesOptions> = async (app, { paymentLinks }) => {
  const items: Plan[] = PLAN_CATALOGUE.map((plan) => ({
    ...plan,
    paymentLink: paymentLinks[plan.id] ?? null,
  }));

  app.get(
    '/plans',
    {
      schema: {
        tags: ['plans'],
        summary: 'The subscription plans, with their hosted payment links when the server has them',
        response: { 200: dataBody(PlanList) },
      },
    },
    async () => ({ data: { items } }),
  );
};

export default plansRoutes;
