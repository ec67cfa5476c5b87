import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import {
  noteParentActivity,
  selectParentMode,
  useParentModeStore,
} from '@/features/parent-mode/parent-mode-store';
import './parent-mode-wiring';

/**
 * Routes that need parent mode (P§2): without it, off to the gate with the current path and query as
 * the redirect. Loaded lazily by the router, so the first screen does not carry parent mode at all.
 */
export function RequireParentMode() {
  const enabled = useParentModeStore(selectParentMode);
  const { pathname, search } = useLocation();

  // Opening a parent page counts as interaction (P§4).
  useEffect(() => {
    if (enabled) noteParentActivity();
  }, [enabled, pathname]);

  if (!enabled) {
    const redirect = encodeURIComponent(`${pathname}${search}`);
    return <Navigate to={`/parent-gate?redirect=${redirect}`} replace />;
  }
  return <Outlet />;
}
