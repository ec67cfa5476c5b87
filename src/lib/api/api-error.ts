import { NETWORK_ERROR_STATUS, RATE_LIMIT_STATUS } from '@/contract/constants';

// Every failure of the API client becomes an ApiError with the spec's shape { message, status, code,
// details } (P§3, P§8). Messages are the spec's English texts; the interface translates them by
// `code` and `status` in one place (src/lib/i18n/api-error-message.ts).

export const GENERIC_ERROR_MESSAGE = 'An error occurred';
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection.';
export const RATE_LIMIT_MESSAGE = 'Rate limit exceeded. Please slow down your requests.';
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please login again.';
export const REFRESH_FAILED_MESSAGE = 'Token refresh failed';

/** Codes the client gives to failures it detects itself (the server's codes pass through unchanged). */
export const CLIENT_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  rateLimited: 'CLIENT_RATE_LIMITED',
  sessionExpired: 'SESSION_EXPIRED',
  refreshFailed: 'TOKEN_REFRESH_FAILED',
} as const;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly details: unknown;

  constructor(message: string, status: number, code?: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export const networkError = (): ApiError =>
  new ApiError(NETWORK_ERROR_MESSAGE, NETWORK_ERROR_STATUS, CLIENT_ERROR_CODES.network);

export const rateLimitError = (): ApiError =>
  new ApiError(RATE_LIMIT_MESSAGE, RATE_LIMIT_STATUS, CLIENT_ERROR_CODES.rateLimited);

export const sessionExpiredError = (): ApiError =>
  new ApiError(SESSION_EXPIRED_MESSAGE, 401, CLIENT_ERROR_CODES.sessionExpired);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

// A proxy's or gateway's HTML error page is no message for a person: its status text says more.
const looksLikeHtml = (text: string, contentType: string) =>
  contentType.includes('html') || text.startsWith('<');

/**
 * P§8 "Other non-OK response": the JSON body's message, else 'An error occurred'; for a non-JSON body
 * its text, else the status text. Status, code and details are kept.
 */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  const text = (await response.text().catch(() => '')).trim();
  const parsed = text ? parseJson(text) : { ok: false as const };
  if (parsed.ok) {
    const body = isRecord(parsed.value) ? parsed.value : {};
    const message = typeof body['message'] === 'string' && body['message'] ? body['message'] : undefined;
    const code = typeof body['code'] === 'string' ? body['code'] : undefined;
    return new ApiError(message ?? GENERIC_ERROR_MESSAGE, response.status, code, body['details']);
  }
  const contentType = response.headers.get('content-type') ?? '';
  const readable = text && !looksLikeHtml(text, contentType) ? text : '';
  return new ApiError(readable || response.statusText || GENERIC_ERROR_MESSAGE, response.status);
}
