import { ACCESS_TOKEN_EXPIRY_LEEWAY_MS } from '@/contract/constants';

// "Valid token" (P§4) is judged from the JWT's own `exp` claim. The client never checks the signature —
// the server does — so decoding the payload is all that is needed, and no JWT library is shipped.

// atob's forgiving decoder needs no padding. The payload comes back as Latin-1, which is still valid
// JSON; only ASCII claims (exp, nonce) are ever read from it.
const decodeBase64Url = (segment: string): string => atob(segment.replace(/-/g, '+').replace(/_/g, '/'));

/** The JWT payload as an object, or null when the token is not a readable JWT. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const segment = token.split('.')[1];
  if (!segment) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(segment));
    return typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** When the token expires, in epoch milliseconds; null when it carries no readable `exp`. */
export function accessTokenExpiresAt(token: string): number | null {
  const exp = decodeJwtPayload(token)?.['exp'];
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/** True for a readable JWT whose `exp` is more than the leeway away. */
export function isAccessTokenValid(token: string | null, now: number = Date.now()): boolean {
  if (!token) return false;
  const expiresAt = accessTokenExpiresAt(token);
  return expiresAt !== null && expiresAt - ACCESS_TOKEN_EXPIRY_LEEWAY_MS > now;
}
