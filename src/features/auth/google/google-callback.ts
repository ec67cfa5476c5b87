import {
  GOOGLE_CALLBACK_CHANNEL,
  parseGoogleCallback,
  type GoogleCallbackMessage,
} from './google-callback-message';

// Runs instead of the app when the Google popup comes back to /auth/google/callback (see main.tsx):
// no session start-up here — the popup has a copy of the opener's session storage, and a second
// refresh with the same token would rotate it under the opener's feet.

export interface CallbackWindow {
  location: { hash: string; origin: string; pathname: string };
  opener: { postMessage(message: unknown, targetOrigin: string): void } | null;
  history: { replaceState(data: unknown, unused: string, url: string): void };
  close(): void;
}

/** Hands Google's answer to the page that opened the popup, then closes the popup. */
export function completeGoogleCallback(
  win: CallbackWindow = window,
  openChannel: (name: string) => Pick<BroadcastChannel, 'postMessage' | 'close'> | null = (name) =>
    typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : null,
): GoogleCallbackMessage {
  const message = parseGoogleCallback(win.location.hash);
  // The token must not stay in this window's history or address bar.
  win.history.replaceState(null, '', win.location.pathname);
  const channel = openChannel(GOOGLE_CALLBACK_CHANNEL);
  channel?.postMessage(message);
  channel?.close();
  try {
    win.opener?.postMessage(message, win.location.origin);
  } catch {
    // The opener is gone or elsewhere: the channel above has delivered the message.
  }
  win.close();
  return message;
}

export type CallbackNoteKey = 'signInWindow.done' | 'signInWindow.failed';

/**
 * For the rare popup that cannot close itself (opened by hand): a line of text instead of a blank page.
 * The caller passes the translator, so this chunk shares no module with the first load.
 */
export function showCallbackNote(
  message: GoogleCallbackMessage,
  root: HTMLElement,
  translate: (key: CallbackNoteKey) => string,
): void {
  const note = document.createElement('p');
  note.style.cssText = 'font: 1.125rem system-ui, sans-serif; padding: 2rem; text-align: center';
  note.textContent = translate(message.idToken ? 'signInWindow.done' : 'signInWindow.failed');
  root.replaceChildren(note);
}
