import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { SW_OPEN_URL_MESSAGE_TYPE } from '@/contract/constants';
import { safeRedirect } from '@/features/auth/session/safe-redirect';

/**
 * A tap on one of the app's notices reaches an open page through the service worker
 * (sw/notification-click.ts): the page goes there itself, so a story playing in it goes on.
 */
export function useNoticeNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!worker) return;
    const onMessage = (event: MessageEvent<unknown>) => {
      const data = event.data;
      if (typeof data !== 'object' || data === null || !('type' in data) || !('url' in data)) return;
      if (data.type !== SW_OPEN_URL_MESSAGE_TYPE || typeof data.url !== 'string') return;
      void navigate(safeRedirect(data.url));
    };
    worker.addEventListener('message', onMessage);
    return () => worker.removeEventListener('message', onMessage);
  }, [navigate]);
}
