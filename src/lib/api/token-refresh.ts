import type { AuthTokens } from '@/contract/auth';
import {
  ApiError,
  CLIENT_ERROR_CODES,
  isApiError,
  REFRESH_FAILED_MESSAGE,
  sessionExpiredError,
} from './api-error';

// POST /auth/refresh (P§7). It sends the refresh token in the body "only when one is held"; without one
// the HttpOnly `fc_refresh` cookie carries it, which is how a tab with empty session storage (an
// installed app reopened the next day) renews its session. A 401 means the session is over
// (SESSION_EXPIRED); any other non-OK answer is 'Token refresh failed' (P§8).
//
// Single flight: every caller that asks while a refresh is running shares it, because refresh tokens
// rotate and a second request with the same token would look like theft to the server.

export interface TokenRefreshDeps {
  /** POST through the API client, without its own 401 handling (this is that handling). */
  post: (path: string, body: unknown) => Promise<unknown>;
  readRefreshToken: () => Promise<string | null>;
  saveTokens: (tokens: AuthTokens) => Promise<void>;
}

function isAuthTokens(value: unknown): value is AuthTokens {
  if (typeof value !== 'object' || value === null) return false;
  const { accessToken, refreshToken } = value as Partial<Record<keyof AuthTokens, unknown>>;
  return typeof accessToken === 'string' && typeof refreshToken === 'string';
}

async function requestRefresh({ post, readRefreshToken, saveTokens }: TokenRefreshDeps) {
  const refreshToken = await readRefreshToken();
  let answer: unknown;
  try {
    answer = await post('/auth/refresh', refreshToken ? { refreshToken } : undefined);
  } catch (error) {
    // Offline, or held back by the client's own rate limit: not an answer about the session.
    if (!isApiError(error) || error.status === 0 || error.code === CLIENT_ERROR_CODES.rateLimited)
      throw error;
    if (error.status === 401) throw sessionExpiredError();
    throw new ApiError(REFRESH_FAILED_MESSAGE, error.status, error.code, error.details);
  }
  if (!isAuthTokens(answer)) {
    throw new ApiError(REFRESH_FAILED_MESSAGE, 200, CLIENT_ERROR_CODES.refreshFailed);
  }
  await saveTokens(answer);
  return answer;
}

export function createTokenRefresher(deps: TokenRefreshDeps): () => Promise<AuthTokens> {
  let inFlight: Promise<AuthTokens> | null = null;
  return () => {
    inFlight ??= requestRefresh(deps).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}

/**
 * Whether a failed refresh means the session is over. A refresh that never reached the server, or was
 * turned away for load (429, 503), says nothing about the session: it is kept for the next try.
 */
export function refreshFailureEndsSession(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status !== 0 && error.status !== 429 && error.status !== 503;
}
