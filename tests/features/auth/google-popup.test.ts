import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GoogleCallbackMessage } from '@/features/auth/google/google-callback-message';
import {
  buildGoogleAuthUrl,
  requestGoogleIdToken,
  type GooglePopupDeps,
  type PopupHandle,
} from '@/features/auth/google/google-popup';
import { GoogleSignInError } from '@/features/auth/google/google-sign-in-error';
import { fakeJwt } from '../../lib/api/fake-server';

// The popup flow with a fake window.open: what opens, what comes back, and every way it can end.

interface FakePopup extends PopupHandle {
  closed: boolean;
  url: string;
}

function harness({ blocked = false, online = true } = {}) {
  let deliver: (data: unknown) => void = () => {};
  const popups: FakePopup[] = [];
  const tokens = ['state-1', 'nonce-1'];
  const deps: GooglePopupDeps = {
    origin: 'https://fablecast.example',
    open: vi.fn((url: string) => {
      if (blocked) return null;
      const popup: FakePopup = { url, closed: false, close: () => void (popup.closed = true) };
      popups.push(popup);
      return popup;
    }),
    listen: (onMessage) => {
      deliver = onMessage;
      return () => {
        deliver = () => {};
      };
    },
    randomToken: () => tokens.shift() ?? 'extra',
    isOnline: () => online,
    setInterval: (run, ms) => window.setInterval(run, ms),
    clearInterval: (id) => window.clearInterval(id),
    setTimeout: (run, ms) => window.setTimeout(run, ms),
    popupFeatures: 'popup',
  };
  const callback = (message: Partial<GoogleCallbackMessage>) =>
    deliver({ source: 'fablecast-google-callback', state: 'state-1', ...message });
  return { deps, popups, callback };
}

const outcome = (promise: Promise<string>) =>
  promise.then(
    (token) => ({ token }),
    (error: unknown) => ({ error }),
  );

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Google sign-in popup', () => {
  it("opens Google's OAuth endpoint for an ID token with profile and email, a state and a nonce", () => {
    const { deps, popups } = harness();
    void requestGoogleIdToken('client-123', deps).catch(() => {});
    const url = new URL(popups[0]?.url ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'client-123',
      redirect_uri: 'https://fablecast.example/auth/google/callback',
      response_type: 'id_token',
      scope: 'openid profile email',
      state: 'state-1',
      nonce: 'nonce-1',
    });
  });

  it('resolves with the ID token the callback hands back, and closes the popup', async () => {
    const { deps, popups, callback } = harness();
    const result = outcome(requestGoogleIdToken('client-123', deps));
    const idToken = fakeJwt({ sub: 'g-1', nonce: 'nonce-1', name: 'Ana' });
    callback({ idToken });
    expect(await result).toEqual({ token: idToken });
    expect(popups[0]?.closed).toBe(true);
  });

  it('ignores answers meant for another request (wrong state)', async () => {
    const { deps, popups, callback } = harness();
    const result = outcome(requestGoogleIdToken('client-123', deps));
    callback({ state: 'someone-else', idToken: fakeJwt({ nonce: 'nonce-1' }) });
    const idToken = fakeJwt({ nonce: 'nonce-1' });
    callback({ idToken });
    expect(await result).toEqual({ token: idToken });
    expect(popups).toHaveLength(1);
  });

  it('refuses a token minted for another nonce', async () => {
    const { deps, callback } = harness();
    const result = outcome(requestGoogleIdToken('client-123', deps));
    callback({ idToken: fakeJwt({ nonce: 'replayed' }) });
    expect(await result).toEqual({ error: new GoogleSignInError('failed', 'nonce') });
  });

  it("reports 'popup-blocked' when window.open returns null", async () => {
    const { deps } = harness({ blocked: true });
    const result = await outcome(requestGoogleIdToken('client-123', deps));
    expect(result).toMatchObject({ error: { code: 'popup-blocked' } });
  });

  it("reports 'popup-closed' when the parent closes the popup", async () => {
    const { deps, popups } = harness();
    const result = outcome(requestGoogleIdToken('client-123', deps));
    await vi.advanceTimersByTimeAsync(1_000);
    popups[0]!.closed = true;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await result).toMatchObject({ error: { code: 'popup-closed' } });
  });

  it('still takes an answer that arrives just after the popup closed itself', async () => {
    const { deps, popups, callback } = harness();
    const result = outcome(requestGoogleIdToken('client-123', deps));
    popups[0]!.closed = true;
    await vi.advanceTimersByTimeAsync(600);
    const idToken = fakeJwt({ nonce: 'nonce-1' });
    callback({ idToken });
    expect(await result).toEqual({ token: idToken });
  });

  it("reports 'popup-closed' when the parent cancels on Google's screen (access_denied)", async () => {
    const { deps, callback } = harness();
    const result = outcome(requestGoogleIdToken('client-123', deps));
    callback({ error: 'access_denied' });
    expect(await result).toMatchObject({ error: { code: 'popup-closed' } });
  });

  it("reports 'failed' for any other error from Google", async () => {
    const { deps, callback } = harness();
    const result = outcome(requestGoogleIdToken('client-123', deps));
    callback({ error: 'invalid_request' });
    expect(await result).toMatchObject({ error: { code: 'failed' } });
  });

  it("reports 'network' without opening anything when offline", async () => {
    const { deps } = harness({ online: false });
    expect(await outcome(requestGoogleIdToken('client-123', deps))).toMatchObject({
      error: { code: 'network' },
    });
    expect(deps.open).not.toHaveBeenCalled();
  });

  it('builds the URL from its parts', () => {
    const url = buildGoogleAuthUrl({ clientId: 'c', redirectUri: 'https://x/cb', state: 's', nonce: 'n' });
    expect(url).toContain('prompt=select_account');
  });
});
