import { GOOGLE_CALLBACK_PATH } from '@/contract/constants';
import { decodeJwtPayload } from '@/lib/session/access-token';
import {
  GOOGLE_CALLBACK_CHANNEL,
  isGoogleCallbackMessage,
  type GoogleCallbackMessage,
} from './google-callback-message';
import { GoogleSignInError } from './google-sign-in-error';

// Google sign-in with a popup (P§2: "opens a popup requesting profile and email scopes"): the OAuth 2.0
// implicit flow for an ID token only (response_type=id_token, scope openid profile email), with a
// random `state` (the answer is for this request) and `nonce` (the token was minted for it). The popup
// comes back to /auth/google/callback on our origin, which hands the answer over and closes itself;
// our server then verifies the token with Google's keys (POST /auth/google). No Google script is loaded.

const GOOGLE_AUTHORIZE_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
const POPUP_NAME = 'fablecast-google-sign-in';
const POPUP_WIDTH = 500;
const POPUP_HEIGHT = 640;
const CLOSED_POLL_MS = 500;
/** After the popup closes, wait this long for its message before calling it cancelled (ordering). */
const CLOSED_GRACE_MS = 1_000;

export interface PopupHandle {
  readonly closed: boolean;
  close(): void;
}

export interface GooglePopupDeps {
  origin: string;
  open: (url: string, name: string, features: string) => PopupHandle | null;
  /** Delivers every message that may come from the callback page; returns an unsubscribe. */
  listen: (onMessage: (data: unknown) => void) => () => void;
  randomToken: () => string;
  isOnline: () => boolean;
  setInterval: (run: () => void, ms: number) => number;
  clearInterval: (id: number) => void;
  setTimeout: (run: () => void, ms: number) => number;
  popupFeatures: string;
}

export function buildGoogleAuthUrl(options: {
  clientId: string;
  redirectUri: string;
  state: string;
  nonce: string;
}): string {
  const params = new URLSearchParams({
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
    response_type: 'id_token',
    scope: 'openid profile email',
    state: options.state,
    nonce: options.nonce,
    prompt: 'select_account',
  });
  return `${GOOGLE_AUTHORIZE_URL}?${params.toString()}`;
}

function resultOf(message: GoogleCallbackMessage, nonce: string): string | GoogleSignInError {
  if (message.error) {
    // access_denied: the parent pressed Cancel on Google's screen.
    const code = message.error === 'access_denied' ? 'popup-closed' : 'failed';
    return new GoogleSignInError(code, message.error);
  }
  const idToken = message.idToken ?? '';
  if (decodeJwtPayload(idToken)?.['nonce'] !== nonce) return new GoogleSignInError('failed', 'nonce');
  return idToken;
}

/**
 * Opens Google's sign-in popup and resolves with the ID token. Call it straight from a click: the popup
 * is opened before anything is awaited, or browsers block it.
 */
export function requestGoogleIdToken(clientId: string, deps: GooglePopupDeps): Promise<string> {
  if (!deps.isOnline()) return Promise.reject(new GoogleSignInError('network'));
  const state = deps.randomToken();
  const nonce = deps.randomToken();
  const url = buildGoogleAuthUrl({
    clientId,
    redirectUri: `${deps.origin}${GOOGLE_CALLBACK_PATH}`,
    state,
    nonce,
  });
  const popup = deps.open(url, POPUP_NAME, deps.popupFeatures);
  if (!popup) return Promise.reject(new GoogleSignInError('popup-blocked'));

  return new Promise<string>((resolve, reject) => {
    let settled = false;
    const finish = (result: string | GoogleSignInError) => {
      if (settled) return;
      settled = true;
      stopListening();
      deps.clearInterval(poll);
      if (!popup.closed) popup.close();
      if (typeof result === 'string') resolve(result);
      else reject(result);
    };
    const stopListening = deps.listen((data) => {
      if (isGoogleCallbackMessage(data) && data.state === state) finish(resultOf(data, nonce));
    });
    const poll = deps.setInterval(() => {
      if (!popup.closed) return;
      deps.clearInterval(poll);
      deps.setTimeout(() => finish(new GoogleSignInError('popup-closed')), CLOSED_GRACE_MS);
    }, CLOSED_POLL_MS);
  });
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The real browser: window.open centred over the app, messages from the channel and from the popup. */
export function browserPopupDeps(): GooglePopupDeps {
  const left = Math.max(0, window.screenX + (window.outerWidth - POPUP_WIDTH) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2);
  return {
    origin: window.location.origin,
    open: (url, name, features) => window.open(url, name, features),
    listen: (onMessage) => {
      const channel =
        typeof BroadcastChannel === 'function' ? new BroadcastChannel(GOOGLE_CALLBACK_CHANNEL) : null;
      const onChannel = (event: MessageEvent<unknown>) => onMessage(event.data);
      const onWindow = (event: MessageEvent<unknown>) => {
        if (event.origin === window.location.origin) onMessage(event.data);
      };
      channel?.addEventListener('message', onChannel);
      window.addEventListener('message', onWindow);
      return () => {
        channel?.close();
        window.removeEventListener('message', onWindow);
      };
    },
    randomToken,
    isOnline: () => navigator.onLine !== false,
    setInterval: (run, ms) => window.setInterval(run, ms),
    clearInterval: (id) => window.clearInterval(id),
    setTimeout: (run, ms) => window.setTimeout(run, ms),
    popupFeatures: `popup,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`,
  };
}
