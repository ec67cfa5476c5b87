// What the Google callback page (in the popup) tells the page that opened it.

/** Same-origin channel: it reaches the opener even if the popup lost `window.opener` on the way. */
export const GOOGLE_CALLBACK_CHANNEL = 'fablecast-google-sign-in';

export interface GoogleCallbackMessage {
  source: 'fablecast-google-callback';
  state: string;
  idToken?: string;
  /** Google's `error` parameter, e.g. access_denied when the parent pressed Cancel. */
  error?: string;
}

export function isGoogleCallbackMessage(value: unknown): value is GoogleCallbackMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Partial<Record<keyof GoogleCallbackMessage, unknown>>;
  return (
    message.source === 'fablecast-google-callback' &&
    typeof message.state === 'string' &&
    (message.idToken === undefined || typeof message.idToken === 'string') &&
    (message.error === undefined || typeof message.error === 'string')
  );
}

/** Reads Google's answer from the callback URL's fragment (response_type=id_token answers there). */
export function parseGoogleCallback(hash: string): GoogleCallbackMessage {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const idToken = params.get('id_token');
  const error = params.get('error') ?? (idToken ? undefined : 'missing_id_token');
  return {
    source: 'fablecast-google-callback',
    state: params.get('state') ?? '',
    ...(idToken && { idToken }),
    ...(error && { error }),
  };
}
