import { isLocalPath } from '@/lib/local-path';

/**
 * Where to go after sign-in: the `redirect` query when it is a path on this site ('/…', but not
 * '//host' or '/\host', which browsers treat as another site), else home. Never back to /auth.
 */
export function safeRedirect(target: string | null | undefined): string {
  if (!isLocalPath(target)) return '/';
  if (target === '/auth' || target.startsWith('/auth?') || target.startsWith('/auth/')) return '/';
  return target;
}
