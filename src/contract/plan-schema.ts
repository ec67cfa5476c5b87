import { z } from 'zod';
import { PLAN_FEATURES, PLAN_IDS, type Plan, type PlanList as PlanListShape } from './plans';

/** The answer of GET /plans, checked by the server's serializer (ADR 027). */
export const PlanSchema = z.object({
  id: z.enum(PLAN_IDS),
  priceCents: z.number().int().positive(),
  currency: z.string().length(3),
  interval: z.enum(['week', 'month']),
  periodDays: z.number().int().positive(),
  popular: z.boolean(),
  features: z.array(z.enum(PLAN_FEATURES)),
  paymentLink: z.url().nullable(),
}) satisfies z.ZodType<Plan>;

export const PlanList = z.object({ items: z.array(PlanSchema) }) satisfies z.ZodType<PlanListShape>;
