import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { onSessionExpired } from '@/lib/session/session-expiry';
import { notify } from '@/ui/toast';

/**
 * P§4, P§8: when a session cannot be renewed the parent is told 'Session expired. Please login again.'
 * and taken to /auth, which brings them back to the page they were on after signing in.
 */
export function SessionExpiryRedirect() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('/');

  useEffect(() => {
    here.current = `${location.pathname}${location.search}`;
  }, [location.pathname, location.search]);

  useEffect(
    () =>
      onSessionExpired(
        () => {
          // Several requests may find the session gone at once: the parent is told once.
          notify.error(t('session.expired'), { id: 'session-expired' });
          const from = here.current;
          const query =
            from === '/' || from.startsWith('/auth') ? '' : `&redirect=${encodeURIComponent(from)}`;
          navigate(`/auth?mode=login${query}`, { replace: true });
        },
        { catchUp: true },
      ),
    [navigate, t],
  );

  return null;
}
