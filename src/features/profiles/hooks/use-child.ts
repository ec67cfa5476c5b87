import { useQuery } from '@tanstack/react-query';
import { getChild } from '../api/get-child';

export const childQueryKey = (id: string) => ['child', id] as const;

/** One kid profile (GET /children/{id}); an unknown id fails with a 404 and is not retried. */
export function useChild(id: string) {
  return useQuery({ queryKey: childQueryKey(id), queryFn: () => getChild(id), retry: false });
}
