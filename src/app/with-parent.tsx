import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSessionStore } from '@/features/auth/stores/session-store';

/**
 * Renders a page that needs the signed-in parent's id (kid profiles belong to a parent, P§6). A guest
 * goes to /auth; a cached user counts while the start-up checks the session.
 */
export function WithParent({ children }: { children: (parentId: string) => ReactNode }) {
  const parentId = useSessionStore((state) => state.user?.id);
  const status = useSessionStore((state) => state.status);
  if (parentId) return children(parentId);
  return status === 'loading' ? null : <Navigate to="/auth" replace />;
}
