import type { AuthSession, LoginBody } from '@/contract/auth';
import { api } from '@/lib/api/api-client';
import { ApiError } from '@/lib/api/api-error';

/** POST /auth/login (P§7). A 401 here means a wrong email or password, so it is not refreshed. */
export async function login({ email, password }: LoginBody): Promise<AuthSession> {
  if (!email || !password) {
    // P§5: the call itself refuses an incomplete sign-in, whatever the form did.
    throw new ApiError('Email and password are required', 400, 'VALIDATION_ERROR');
  }
  return api.post<AuthSession>('/auth/login', { email, password }, { skipAuthRefresh: true });
}
