import type { User } from '@/contract/auth';
import { api } from '@/lib/api/api-client';
import { ApiError, isApiError } from '@/lib/api/api-error';
import { readCachedUser } from '@/lib/session/cached-user';

export const NOT_AUTHENTICATED_MESSAGE = 'User not authenticated';
export const NO_USER_SESSION_MESSAGE = 'No user session found. Please login again.';

/**
 * GET /users/me with the spec's rules for the current user (P§8): a 404 gives the cached user; a 401
 * is 'User not authenticated'; with no cached user any other failure is 'No user session found.
 * Please login again.'; with one, the failure itself (offline, server down) goes to the caller.
 */
export async function getCurrentUser(): Promise<User> {
  const cached = readCachedUser();
  try {
    return await api.get<User>('/users/me');
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 401) throw new ApiError(NOT_AUTHENTICATED_MESSAGE, 401, error.code);
    if (error.status === 404 && cached) return cached;
    if (!cached) throw new ApiError(NO_USER_SESSION_MESSAGE, error.status, error.code, error.details);
    throw error;
  }
}
