import type { AuthTokens } from '@/contract/auth';
import { runsInNativeShell } from '@/lib/environment';
import { refreshTokenStoreFor, type RefreshTokenStore } from './refresh-token-store';

// The session's two tokens (P§3). The access token lives in this module's memory only: a reload
// forgets it and the refresh token (or the HttpOnly cookie) gets a new one, so no script can lift a
// usable access token out of storage later.

let accessToken: string | null = null;
let store: Promise<RefreshTokenStore> | undefined;

function refreshTokenStore(): Promise<RefreshTokenStore> {
  store ??= refreshTokenStoreFor(runsInNativeShell(), typeof window === 'undefined' ? {} : window);
  return store;
}

/** Tests (and a future native bootstrap) may choose where the refresh token is kept. */
export function setRefreshTokenStore(next: RefreshTokenStore): void {
  store = Promise.resolve(next);
}

export const getAccessToken = (): string | null => accessToken;

export const readRefreshToken = async (): Promise<string | null> => (await refreshTokenStore()).read();

export async function saveTokens(tokens: AuthTokens): Promise<void> {
  accessToken = tokens.accessToken;
  await (await refreshTokenStore()).write(tokens.refreshToken);
}

export async function clearTokens(): Promise<void> {
  accessToken = null;
  await (await refreshTokenStore()).clear();
}
