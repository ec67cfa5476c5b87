import { describe, expect, it, vi } from 'vitest';
import { CACHED_USER_STORAGE_KEY, REFRESH_TOKEN_STORAGE_KEY } from '@/contract/constants';
import { expireSession, onSessionExpired } from '@/lib/session/session-expiry';
import { getAccessToken, saveTokens } from '@/lib/session/session-tokens';

describe('ending a session', () => {
  it('clears tokens and the cached user, then tells every listener', async () => {
    await saveTokens({ accessToken: 'a', refreshToken: 'r' });
    localStorage.setItem(CACHED_USER_STORAGE_KEY, '{}');
    const listener = vi.fn(() => {
      expect(getAccessToken()).toBeNull();
      expect(sessionStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBeNull();
      expect(localStorage.getItem(CACHED_USER_STORAGE_KEY)).toBeNull();
    });
    const stop = onSessionExpired(listener);
    await expireSession();
    stop();
    expect(listener).toHaveBeenCalledOnce();
  });

  it('hands an expiry that came before the redirect listener to it, once', async () => {
    await expireSession();
    const early = vi.fn();
    const stopEarly = onSessionExpired(early, { catchUp: true });
    stopEarly(); // React's StrictMode unmounts and mounts again
    const late = vi.fn();
    const stopLate = onSessionExpired(late, { catchUp: true });
    await Promise.resolve();
    expect(early).not.toHaveBeenCalled();
    expect(late).toHaveBeenCalledOnce();

    const another = vi.fn();
    const stopAnother = onSessionExpired(another, { catchUp: true });
    await Promise.resolve();
    expect(another).not.toHaveBeenCalled(); // already handled
    stopLate();
    stopAnother();
  });
});
