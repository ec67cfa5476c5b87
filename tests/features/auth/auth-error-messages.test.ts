import { beforeAll, describe, expect, it } from 'vitest';
import { googleFailure, signInFailure, signUpFailure } from '@/features/auth/forms/auth-error-messages';
import { GoogleSignInError } from '@/features/auth/google/google-sign-in-error';
import { ApiError, GENERIC_ERROR_MESSAGE, networkError } from '@/lib/api/api-error';
import { i18n } from '@/lib/i18n/i18n';

// P§8: the auth screen's toasts, in English as the spec words them.

beforeAll(async () => {
  await i18n.loadNamespaces(['auth', 'errors']);
});

const authError = (description: string) => ({ title: 'Authentication Error', description });
const serverError = (status: number, message: string, code?: string) => new ApiError(message, status, code);

describe('sign-in failures', () => {
  it.each([
    [
      '401',
      serverError(401, 'Invalid email or password', 'INVALID_CREDENTIALS'),
      'Invalid email or password',
    ],
    ['0 (network)', networkError(), 'Network error. Please check your connection.'],
    ['another status with a message', serverError(423, 'Account locked'), 'Account locked'],
    ['another status without a message', serverError(500, GENERIC_ERROR_MESSAGE), 'Failed to sign in'],
  ])('%s', (_case, error, description) => {
    expect(signInFailure(error)).toEqual(authError(description));
  });

  it('words the server rate limit with its wait', () => {
    const limited = new ApiError(
      'Too many attempts. Please wait 42 seconds before trying again.',
      429,
      'RATE_LIMITED',
      {
        retryAfterSeconds: 42,
      },
    );
    expect(signInFailure(limited).description).toBe(
      'Too many attempts. Please wait 42 seconds before trying again.',
    );
  });

  it('says "An unexpected error occurred" for anything that is not an API error', () => {
    expect(signInFailure(new TypeError('boom'))).toEqual({
      title: 'Error',
      description: 'An unexpected error occurred. Please try again.',
    });
  });
});

describe('sign-up failures', () => {
  it.each([
    ['409', serverError(409, 'Conflict', 'EMAIL_TAKEN'), 'An account with this email already exists'],
    [
      '400',
      serverError(400, 'body.email: Invalid email', 'VALIDATION_ERROR'),
      'Invalid email or password format',
    ],
    ['0 (network)', networkError(), 'Network error. Please check your connection.'],
    ['another status with a message', serverError(418, 'Short and stout'), 'Short and stout'],
    ['another status without a message', serverError(500, GENERIC_ERROR_MESSAGE), 'Failed to sign up'],
  ])('%s', (_case, error, description) => {
    expect(signUpFailure(error)).toEqual(authError(description));
  });
});

describe('Google sign-in failures', () => {
  const google = (description: string) => ({ title: 'Google Sign-In Error', description });

  it.each([
    ['popup closed', new GoogleSignInError('popup-closed'), 'Sign-in cancelled'],
    [
      'popup blocked',
      new GoogleSignInError('popup-blocked'),
      'Pop-up blocked by browser. Please allow pop-ups and try again.',
    ],
    ['network', new GoogleSignInError('network'), 'Network error. Please check your connection.'],
    [
      'anything else from Google',
      new GoogleSignInError('failed', 'invalid_request'),
      'Failed to sign in with Google',
    ],
    ['network during the exchange', networkError(), 'Network error. Please check your connection.'],
    ['exchange refused with a message', serverError(401, 'Invalid Google token'), 'Invalid Google token'],
    [
      'exchange failed without a message',
      serverError(500, GENERIC_ERROR_MESSAGE),
      'Backend authentication failed',
    ],
    ['an unexpected error', new Error('boom'), 'Failed to sign in with Google'],
  ])('%s', (_case, error, description) => {
    expect(googleFailure(error)).toEqual(google(description));
  });
});

describe('in Spanish', () => {
  it('translates by status and code', async () => {
    await i18n.changeLanguage('es');
    await i18n.loadNamespaces(['auth', 'errors']);
    expect(signInFailure(serverError(401, 'Invalid email or password'))).toEqual({
      title: 'Error de autenticación',
      description: 'Correo electrónico o contraseña incorrectos',
    });
    expect(signUpFailure(serverError(409, 'An account with this email already exists')).description).toBe(
      'Ya existe una cuenta con este correo electrónico',
    );
    expect(signInFailure(networkError()).description).toBe('Error de red. Comprueba tu conexión.');
  });
});
