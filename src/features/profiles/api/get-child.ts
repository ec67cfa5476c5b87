import type { Child } from '@/contract/child';
import { api } from '@/lib/api/api-client';

/** GET /children/{id} (P§7). A foreign or unknown id answers 404 NOT_FOUND. */
export function getChild(id: string): Promise<Child> {
  return api.get<Child>(`/children/${encodeURIComponent(id)}`);
}
