import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSessionStore } from '@/features/auth/stores/session-store';

/**
 * Renders a page that needs the signed-in parent's id (kid profiles belong to a parent, P§6). A guest
 * goes to /auth; a cached user counts while the start-up checks the session.
 */
export function WithParent({
  children,
  fallback = null,
}: {
  children: (parentId: string) => ReactNode;
  /** Shown while the start-up checks whether there is a session (the page's header, say). */
  fallback?: ReactNode;
}) {
  const parentId = useSessionStore((state) => state.user?.id);
  const status = useSessionStore((state) => state.status);
  const { pathname, search } = useLocation();
  if (parentId) return children(parentId);
  // After signing in, the parent lands on the page they asked for.
  const redirect = encodeURIComponent(`${pathname}${search}`);
  return status === 'loading' ? fallback : <Navigate to={`/auth?redirect=${redirect}`} replace />;
}
