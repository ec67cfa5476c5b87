import { api } from '@/lib/api/api-client';

/** DELETE /users/{id} (P§7, ADR 007): the account and everything tied to it, on the server. */
export function deleteAccount(id: string): Promise<void> {
  return api.delete(`/users/${encodeURIComponent(id)}`);
}
