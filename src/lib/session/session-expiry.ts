import { SESSION_EXPIRED_EVENT } from '@/contract/constants';
import { clearCachedUser } from './cached-user';
import { clearTokens } from './session-tokens';

// P§4: a session that cannot be renewed ends here — tokens and the cached user are cleared, and the app
// hears `auth:session-expired` (it shows a toast and goes to /auth; the session store turns guest).
//
// The start-up can end a session before React has mounted the listener that navigates (a refused
// refresh on a fast network): such an expiry is remembered and handed to that listener when it comes.

let unhandled = false;

export async function expireSession(): Promise<void> {
  clearCachedUser();
  await clearTokens();
  unhandled = true;
  window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
}

/**
 * Calls `listener` on every expiry. With `catchUp`, the listener also gets an expiry that happened
 * before it subscribed, and takes charge of it (one such listener: the app's redirect to /auth).
 */
export function onSessionExpired(listener: () => void, { catchUp = false } = {}): () => void {
  let subscribed = true;
  const handle = () => {
    if (!subscribed) return; // Unsubscribed before a caught-up expiry ran (React's StrictMode remount).
    if (catchUp) unhandled = false;
    listener();
  };
  if (catchUp && unhandled) queueMicrotask(handle);
  window.addEventListener(SESSION_EXPIRED_EVENT, handle);
  return () => {
    subscribed = false;
    window.removeEventListener(SESSION_EXPIRED_EVENT, handle);
  };
}
