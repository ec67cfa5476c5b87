import type { ApiErrorCode } from '../src/contract/error-codes';

/**
 * The one error type that services and routes throw on purpose. The error handler (plugins/errors.ts)
 * turns it into `{ message, code, details? }` with `status`; anything else thrown becomes a 500. The code
 * is one of the contract's list, which the app's translations are keyed by.
 */
export class AppError extends Error {
  readonly code: ApiErrorCode;
  readonly status: number;
  readonly details: unknown;

  constructor(code: ApiErrorCode, status: number, message: string, details?: unknown) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
