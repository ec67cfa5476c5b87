import type { ApiErrorCode } from '@/contract/error-codes';
import type enErrors from '@/locales/en/errors.json';
import type { CLIENT_ERROR_CODES } from '@/lib/api/api-error';
import { GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE, type ApiError } from '@/lib/api/api-error';
import { i18n } from './i18n';

// The one place where an API failure becomes words for a person: the server's (and the client's) error
// codes map to translated texts; a code we have no text for shows the server's own message. The server's
// codes are the contract's list (src/contract/error-codes.ts), so a renamed code fails the type check here.
//
// The texts are the `errors` namespace, which loads with the screens that talk to the API (each names
// it in useTranslation, e.g. useTranslation(['auth', 'errors'])), not with the first load. Should one
// forget, the message still reads well: the English text of the error itself.

export type ErrorKey = keyof typeof enErrors;

type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[keyof typeof CLIENT_ERROR_CODES];
type KnownErrorCode = ApiErrorCode | ClientErrorCode;

const messageKeyByCode: Readonly<Partial<Record<KnownErrorCode, ErrorKey>>> = {
  NETWORK_ERROR: 'network',
  CLIENT_RATE_LIMITED: 'rateLimited',
  SESSION_EXPIRED: 'sessionExpired',
  TOKEN_EXPIRED: 'sessionExpired',
  SESSION_ENDED: 'sessionExpired',
  TOKEN_INVALID: 'sessionExpired',
  REFRESH_TOKEN_INVALID: 'sessionExpired',
  REFRESH_TOKEN_EXPIRED: 'sessionExpired',
  REFRESH_TOKEN_REUSED: 'sessionExpired',
  TOKEN_REFRESH_FAILED: 'refreshFailed',
  UNAUTHORIZED: 'mustBeLoggedIn',
  DATABASE_UNAVAILABLE: 'serviceUnavailable',
  INTERNAL_ERROR: 'server',
  VALIDATION_ERROR: 'invalidInput',
  INVALID_JSON: 'invalidInput',
  EMAIL_TAKEN: 'emailTaken',
  WEAK_PASSWORD: 'weakPassword',
  WRONG_PASSWORD: 'wrongPassword',
  PASSWORD_NOT_SET: 'passwordNotSet',
  NOT_FOUND: 'notFound',
  GOOGLE_EMAIL_NOT_VERIFIED: 'googleEmailNotVerified',
  GOOGLE_UNAVAILABLE: 'googleUnavailable',
  GOOGLE_SIGN_IN_DISABLED: 'googleDisabled',
  GENERATION_IN_PROGRESS: 'generationInProgress',
  NOT_READY: 'storyNotReady',
  AUDIO_NOT_READY: 'audioNotReady',
  STORY_FAILED: 'storyFailed',
  NOT_FAILED: 'storyNotFailed',
  REWRITE_IN_PROGRESS: 'rewriteInProgress',
  NOT_REWRITABLE: 'notRewritable',
  ADDRESS_QUEUE_FULL: 'addressQueueFull',
};

const isKnownErrorCode = (code: string): code is KnownErrorCode => Object.hasOwn(messageKeyByCode, code);

/** One text of the `errors` namespace; `english` when the namespace has not loaded. */
export function errorText(key: ErrorKey, english: string, values?: Record<string, number>): string {
  return i18n.t(key, { ns: 'errors', defaultValue: english, ...values });
}

export const networkErrorText = (): string => errorText('network', NETWORK_ERROR_MESSAGE);

function retryAfterSeconds(details: unknown): number | undefined {
  if (typeof details !== 'object' || details === null || !('retryAfterSeconds' in details)) return undefined;
  const seconds = details.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) ? seconds : undefined;
}

/** A translated message for any ApiError. */
export function apiErrorMessage(error: ApiError): string {
  if (error.code === 'RATE_LIMITED') {
    const seconds = retryAfterSeconds(error.details);
    return seconds === undefined
      ? errorText('tooManyAttemptsSoon', error.message)
      : errorText('tooManyAttempts', error.message, { seconds });
  }
  const key =
    error.code !== undefined && isKnownErrorCode(error.code) ? messageKeyByCode[error.code] : undefined;
  if (key) return errorText(key, error.message);
  if (error.status === 0) return networkErrorText();
  if (error.message === GENERIC_ERROR_MESSAGE) return errorText('generic', GENERIC_ERROR_MESSAGE);
  return error.message;
}
