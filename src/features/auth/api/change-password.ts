import type { ChangePasswordBody, PasswordChanged } from '@/contract/auth';
import { api } from '@/lib/api/api-client';

/** POST /users/{id}/password (ADR 027): this device stays signed in, every other one is signed out. */
export function changePassword(id: string, body: ChangePasswordBody): Promise<PasswordChanged> {
  return api.post<PasswordChanged>(`/users/${encodeURIComponent(id)}/password`, body);
}
