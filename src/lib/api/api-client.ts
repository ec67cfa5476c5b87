import { API_BASE_PATH } from '@/contract/constants';
import { expireSession } from '@/lib/session/session-expiry';
import { getAccessToken, readRefreshToken, saveTokens } from '@/lib/session/session-tokens';
import { apiErrorFromResponse, networkError, sessionExpiredError } from './api-error';
import { createTokenBucket, type TokenBucket } from './token-bucket';
import { createTokenRefresher, refreshFailureEndsSession } from './token-refresh';

// The one API client (P§7): a Bearer header when an access token exists, JSON bodies, cookies included,
// the client rate limit before every send, 204 → undefined, `data` unwrapped when present, and every
// failure turned into an ApiError (P§8). Any 401 triggers one refresh, shared by all the requests that
// got a 401 meanwhile, and one retry; when the session cannot be renewed it is ended (tokens and the
// cached user cleared, `auth:session-expired` dispatched) and the request fails with 'Session expired'.
//
// Answers are typed by the caller from the contract's types, not parsed: zod would cost the first load
// ~15 KB gzip (DESIGN's 120 KB budget), and the server validates its responses against the same schemas.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  /**
   * For the sign-in calls, whose 401 means "wrong email or password" rather than "token expired": the
   * answer is returned as it is, without a refresh.
   */
  skipAuthRefresh?: boolean;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  baseUrl: string;
  bucket: TokenBucket;
  getAccessToken: () => string | null;
  /** Renews the tokens (single flight); rejects with an ApiError when it cannot. */
  refreshTokens: () => Promise<unknown>;
  /** Ends the session after a refresh that failed for good. */
  expireSession: () => Promise<void>;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return text; // A 2xx that is not JSON (rare): hand over the text as it is.
  }
  return typeof body === 'object' && body !== null && 'data' in body ? body.data : body;
}

export function createApiClient(deps: ApiClientDeps) {
  let renewing: Promise<void> | null = null;

  // One renewal for every request that met a 401 meanwhile; the session is ended at most once.
  const renewSession = () => {
    renewing ??= (async () => {
      try {
        await deps.refreshTokens();
      } catch (error) {
        if (!refreshFailureEndsSession(error)) throw error;
        await deps.expireSession();
        throw sessionExpiredError();
      }
    })().finally(() => {
      renewing = null;
    });
    return renewing;
  };

  async function send(method: HttpMethod, path: string, options: RequestOptions): Promise<Response> {
    await deps.bucket.acquire();
    const token = deps.getAccessToken();
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers['Authorization'] = `Bearer ${token}`;
    try {
      return await deps.fetch(`${deps.baseUrl}${path}`, {
        method,
        headers,
        credentials: 'include',
        ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
        ...(options.signal && { signal: options.signal }),
      });
    } catch (error) {
      if (isAbort(error)) throw error;
      throw networkError();
    }
  }

  /** A 2xx answer, after at most one renewal of the session (P§4); any other answer is thrown. */
  async function fetchOk(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<Response> {
    let response = await send(method, path, options);
    if (response.status === 401 && !options.skipAuthRefresh) {
      await renewSession();
      response = await send(method, path, options);
      // A fresh token refused again cannot be recovered (P§8 "401 not recoverable").
      if (response.status === 401) {
        await deps.expireSession();
        throw sessionExpiredError();
      }
    }
    if (!response.ok) throw await apiErrorFromResponse(response);
    return response;
  }

  async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    const response = await fetchOk(method, path, options);
    return (await readBody(response)) as T; // Typed by the caller from the contract (see above).
  }

  return {
    request,
    get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('POST', path, { ...options, body }),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PATCH', path, { ...options, body }),
    delete: <T = void>(path: string, options?: Omit<RequestOptions, 'body'>) =>
      request<T>('DELETE', path, options),
    /** A file the API answers (an export): its bytes, with the same session handling as every call. */
    blob: (path: string, options?: Omit<RequestOptions, 'body'>) =>
      fetchOk('GET', path, options).then((response) => response.blob()),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The app's refresher: new tokens are kept, and announced to the other tabs. The tab sync is fetched
 * only once there is a session to sync, so a guest's first load does not carry it.
 */
export const refreshTokens = createTokenRefresher({
  post: (path, body) => api.post(path, body, { skipAuthRefresh: true }),
  readRefreshToken,
  saveTokens: async (tokens) => {
    await saveTokens(tokens);
    void import('@/lib/session/session-sync').then((sync) => sync.announceTokens(tokens));
  },
});

/** The app's client, on this origin's /api/v1, drawing on one rate-limit bucket for the page (P§9). */
export const api: ApiClient = createApiClient({
  fetch: (input, init) => fetch(input, init),
  baseUrl: API_BASE_PATH,
  bucket: createTokenBucket(),
  getAccessToken,
  refreshTokens: () => refreshTokens(),
  expireSession,
});
