import type { AuthSession, RegisterBody } from '@/contract/auth';
import { api } from '@/lib/api/api-client';
import { ApiError } from '@/lib/api/api-error';

/** POST /auth/register (P§7): creates the account and signs it in. */
export async function register({ email, password, name }: RegisterBody): Promise<AuthSession> {
  if (!email || !password || !name) {
    // P§5: the call itself refuses an incomplete sign-up, whatever the form did.
    throw new ApiError('Email, password, and name are required', 400, 'VALIDATION_ERROR');
  }
  return api.post<AuthSession>('/auth/register', { email, password, name }, { skipAuthRefresh: true });
}
