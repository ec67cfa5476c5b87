import { useSearchParams } from 'react-router-dom';
import { isLocalPath } from './local-path';

/**
 * Where a page's back arrow leads: the `from` query when a page linked here with it (the consent
 * screen opens the privacy policy with `?from=/consent-management`), else the page's usual parent.
 */
export function useBackTarget(fallback: string): string {
  const [params] = useSearchParams();
  const from = params.get('from');
  return isLocalPath(from) ? from : fallback;
}
