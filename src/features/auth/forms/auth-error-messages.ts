import { GENERIC_ERROR_MESSAGE, isApiError, type ApiError } from '@/lib/api/api-error';
import { apiErrorMessage, networkErrorText } from '@/lib/i18n/api-error-message';
import { i18n } from '@/lib/i18n/i18n';
import { GoogleSignInError } from '../google/google-sign-in-error';

// The auth screen's error toasts (P§8 "Auth form toasts" and the sign-in, sign-up and Google rows).

export interface ToastText {
  title: string;
  description: string;
}

type FallbackKey =
  'auth:errors.signInFailed' | 'auth:errors.signUpFailed' | 'auth:errors.googleBackendFailed';

/** "The server message, else <fallback>": translated by code when we can, the fallback when it said nothing. */
function serverMessageOr(error: ApiError, fallback: FallbackKey): string {
  return error.message === GENERIC_ERROR_MESSAGE ? i18n.t(fallback) : apiErrorMessage(error);
}

const unexpected = (): ToastText => ({
  title: i18n.t('auth:toasts.unexpectedTitle'),
  description: i18n.t('auth:toasts.unexpectedBody'),
});

const authError = (description: string): ToastText => ({
  title: i18n.t('auth:toasts.authErrorTitle'),
  description,
});

export function signInFailure(error: unknown): ToastText {
  if (!isApiError(error)) return unexpected();
  if (error.status === 401) return authError(i18n.t('auth:errors.invalidCredentials'));
  if (error.status === 0) return authError(networkErrorText());
  return authError(serverMessageOr(error, 'auth:errors.signInFailed'));
}

export function signUpFailure(error: unknown): ToastText {
  if (!isApiError(error)) return unexpected();
  if (error.status === 409) return authError(i18n.t('auth:errors.emailTaken'));
  if (error.status === 400) return authError(i18n.t('auth:errors.invalidFormat'));
  if (error.status === 0) return authError(networkErrorText());
  return authError(serverMessageOr(error, 'auth:errors.signUpFailed'));
}

/** The Google rows of P§8: the popup's own failures, then the exchange with our server. */
export function googleErrorMessage(error: unknown): string {
  if (error instanceof GoogleSignInError) {
    switch (error.code) {
      case 'popup-closed':
        return i18n.t('auth:errors.googleCancelled');
      case 'popup-blocked':
        return i18n.t('auth:errors.googlePopupBlocked');
      case 'network':
        return networkErrorText();
      default:
        return i18n.t('auth:errors.googleFailed');
    }
  }
  if (isApiError(error)) {
    if (error.status === 0) return networkErrorText();
    return serverMessageOr(error, 'auth:errors.googleBackendFailed');
  }
  return i18n.t('auth:errors.googleFailed');
}

export function googleFailure(error: unknown): ToastText {
  return { title: i18n.t('auth:toasts.googleErrorTitle'), description: googleErrorMessage(error) };
}
