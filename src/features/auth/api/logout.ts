import { api } from '@/lib/api/api-client';

/**
 * POST /auth/logout (P§7): ends the session on the server (and clears the cookie). The token goes in the
 * body when one is held; without one the cookie names the session. No refresh on 401: renewing a
 * session only to end it would rotate the token for nothing.
 */
export function logout(refreshToken: string | null): Promise<void> {
  return api.post<void>('/auth/logout', refreshToken ? { refreshToken } : undefined, {
    skipAuthRefresh: true,
  });
}
