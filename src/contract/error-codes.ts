// Every `code` the API answers in an error body `{ message, code, details? }`, in one list without zod:
// the server's AppError takes only these, and the app's translations are keyed by them, so renaming or
// dropping a code fails the type check on both sides.

export const API_ERROR_CODES = [
  // Any route
  'VALIDATION_ERROR',
  'INVALID_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'NOT_FOUND',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'DATABASE_UNAVAILABLE',
  // A 4xx that nothing above names (Fastify's own), by its HTTP status
  'BAD_REQUEST',
  'FORBIDDEN',
  'METHOD_NOT_ALLOWED',
  'NOT_ACCEPTABLE',
  'CONFLICT',
  'URI_TOO_LONG',
  'REQUEST_HEADER_FIELDS_TOO_LARGE',
  // Signing in and sessions
  'UNAUTHORIZED',
  'INVALID_CREDENTIALS',
  'WEAK_PASSWORD',
  'WRONG_PASSWORD',
  'PASSWORD_NOT_SET',
  'EMAIL_TAKEN',
  'TOKEN_EXPIRED',
  'TOKEN_INVALID',
  'SESSION_ENDED',
  'REFRESH_TOKEN_EXPIRED',
  'REFRESH_TOKEN_INVALID',
  'REFRESH_TOKEN_REUSED',
  'GOOGLE_SIGN_IN_DISABLED',
  'GOOGLE_UNAVAILABLE',
  'GOOGLE_TOKEN_INVALID',
  'GOOGLE_EMAIL_MISSING',
  'GOOGLE_EMAIL_NOT_VERIFIED',
  // Stories, chapters and their files
  'UNSAFE_INPUT',
  'GENERATION_IN_PROGRESS',
  'NOT_GENERATING',
  'NOT_READY',
  'NO_CHAPTERS',
  'AUDIO_NOT_READY',
  'STORY_FAILED',
  'NOT_FAILED',
  'SERIES_HAS_NEXT',
  // The fair generation queue (ADR 042)
  'ADDRESS_QUEUE_FULL',
  // A parent's rewrite of one chapter (ADR 035)
  'REWRITE_IN_PROGRESS',
  'NOT_REWRITABLE',
  'MEDIA_URL_EXPIRED',
  'MEDIA_URL_INVALID',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export const isApiErrorCode = (code: string): code is ApiErrorCode =>
  (API_ERROR_CODES as readonly string[]).includes(code);

/** The code of a 4xx that carries no code of its own (a proxy's or Fastify's), by its HTTP status. */
export function errorCodeForStatus(status: number): ApiErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 405:
      return 'METHOD_NOT_ALLOWED';
    case 406:
      return 'NOT_ACCEPTABLE';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 414:
      return 'URI_TOO_LONG';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    case 431:
      return 'REQUEST_HEADER_FIELDS_TOO_LARGE';
    default:
      return 'BAD_REQUEST';
  }
}
