import { useEffect } from 'react';
import { APP_NAME } from '@/contract/constants';

/** Names the browser tab after the page (WCAG 2.4.2); the home page passes the app name itself. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title === APP_NAME ? APP_NAME : `${title} · ${APP_NAME}`;
  }, [title]);
}
