import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, GENERIC_ERROR_MESSAGE, networkError, rateLimitError } from '@/lib/api/api-error';
import { apiErrorMessage } from '@/lib/i18n/api-error-message';
import { i18n } from '@/lib/i18n/i18n';

describe('apiErrorMessage (codes → translated texts, in one place)', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces('errors');
  });

  it('translates the codes it knows', () => {
    expect(apiErrorMessage(networkError())).toBe('Network error. Please check your connection.');
    expect(apiErrorMessage(rateLimitError())).toBe('Rate limit exceeded. Please slow down your requests.');
    expect(apiErrorMessage(new ApiError('x', 409, 'EMAIL_TAKEN'))).toBe(
      'An account with this email already exists',
    );
    expect(apiErrorMessage(new ApiError('Internal Server Error', 500, 'INTERNAL_ERROR'))).toBe(
      'Something went wrong on our side. Please try again.',
    );
  });

  it("shows the server's own words for a code it has no text for", () => {
    expect(apiErrorMessage(new ApiError('Story is still generating', 409, 'STORY_BUSY'))).toBe(
      'Story is still generating',
    );
  });

  it('translates the story codes, and never reads a code as an object key', () => {
    expect(apiErrorMessage(new ApiError('x', 409, 'GENERATION_IN_PROGRESS'))).toBe(
      'Please wait for the current story to finish generating',
    );
    expect(apiErrorMessage(new ApiError('x', 409, 'STORY_FAILED'))).toBe(
      'This story could not be finished. Tap Retry to make it again.',
    );
    expect(apiErrorMessage(new ApiError('Odd words', 400, 'constructor'))).toBe('Odd words');
  });

  it('uses the generic text when the server said nothing', () => {
    expect(apiErrorMessage(new ApiError(GENERIC_ERROR_MESSAGE, 500))).toBe('An error occurred');
  });

  it('speaks Spanish when the interface does', async () => {
    await i18n.changeLanguage('es');
    await i18n.loadNamespaces('errors');
    expect(apiErrorMessage(networkError())).toBe('Error de red. Comprueba tu conexión.');
    expect(apiErrorMessage(new ApiError('Too many', 429, 'RATE_LIMITED', { retryAfterSeconds: 30 }))).toBe(
      'Demasiados intentos. Espera 30 segundos antes de volver a intentarlo.',
    );
  });
});
