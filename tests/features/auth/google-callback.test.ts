import { describe, expect, it, vi } from 'vitest';
import {
  completeGoogleCallback,
  showCallbackNote,
  type CallbackWindow,
} from '@/features/auth/google/google-callback';
import { parseGoogleCallback } from '@/features/auth/google/google-callback-message';

function fakeCallbackWindow(hash: string) {
  const opener = { postMessage: vi.fn() };
  const win = {
    location: { hash, origin: 'https://fablecast.example', pathname: '/auth/google/callback' },
    opener,
    history: { replaceState: vi.fn() },
    close: vi.fn(),
  } satisfies CallbackWindow;
  return win;
}

describe('Google callback page', () => {
  it('reads the ID token and state from the fragment', () => {
    expect(parseGoogleCallback('#id_token=abc.def.ghi&state=s-1&authuser=0')).toEqual({
      source: 'fablecast-google-callback',
      state: 's-1',
      idToken: 'abc.def.ghi',
    });
    expect(parseGoogleCallback('#error=access_denied&state=s-1')).toMatchObject({ error: 'access_denied' });
    expect(parseGoogleCallback('')).toMatchObject({ state: '', error: 'missing_id_token' });
  });

  it('posts the answer to the opener (same origin only) and on the channel, wipes the URL and closes', () => {
    const win = fakeCallbackWindow('#id_token=abc.def.ghi&state=s-1');
    const channel = { postMessage: vi.fn(), close: vi.fn() };
    const message = completeGoogleCallback(win, () => channel);
    expect(win.opener.postMessage).toHaveBeenCalledWith(message, 'https://fablecast.example');
    expect(channel.postMessage).toHaveBeenCalledWith(message);
    expect(win.history.replaceState).toHaveBeenCalledWith(null, '', '/auth/google/callback');
    expect(win.close).toHaveBeenCalled();
  });

  it('still reaches the app through the channel when the popup lost its opener', () => {
    const win = { ...fakeCallbackWindow('#id_token=t&state=s'), opener: null };
    const channel = { postMessage: vi.fn(), close: vi.fn() };
    completeGoogleCallback(win, () => channel);
    expect(channel.postMessage).toHaveBeenCalled();
  });

  it('leaves a line of text in a popup that could not close', () => {
    const root = document.createElement('div');
    showCallbackNote(parseGoogleCallback('#id_token=t&state=s'), root, (key) => `text:${key}`);
    expect(root.textContent).toBe('text:signInWindow.done');
  });
});
