import type { AuthSession } from '@/contract/auth';
import { api } from '@/lib/api/api-client';

/** POST /auth/google (P§7): exchanges Google's ID token for our session. */
export function googleSignIn(idToken: string): Promise<AuthSession> {
  return api.post<AuthSession>('/auth/google', { idToken }, { skipAuthRefresh: true });
}
