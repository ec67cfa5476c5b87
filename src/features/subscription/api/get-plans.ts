import { useQuery } from '@tanstack/react-query';
import type { PlanList } from '@/contract/plans';
import { api } from '@/lib/api/api-client';

/** GET /plans (ADR 027): the plans with their hosted payment links, or null for the demo. */
export const plansQuery = {
  queryKey: ['plans'] as const,
  queryFn: () => api.get<PlanList>('/plans'),
};

export function usePlans() {
  return useQuery(plansQuery);
}
