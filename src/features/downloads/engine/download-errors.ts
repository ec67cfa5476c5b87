import type { DownloadErrorCode } from '../download-model';

// How a download stops. A DownloadError ends the chapter with a code the screens explain; the three
// private signals below steer one chapter's transfer (chapter-transfer.ts) and never reach a screen.

export class DownloadError extends Error {
  constructor(
    readonly code: DownloadErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DownloadError';
  }
}

/** A network failure, a 5xx or a 429: try again after a pause. */
export class RetryableError extends Error {}
/** 403 from /media: the signature expired; renew the URL and go on from the same byte. */
export class ExpiredUrl extends Error {}
/** 416, a 200 to a ranged request the pieces cannot follow, or a body past the file: from byte 0. */
export class StartOver extends Error {}

/**
 * True for a full device: the browser's QuotaExceededError, also when Dexie wraps it (an AbortError
 * of the transaction whose `inner` is the real cause).
 */
export function isQuotaError(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    if ((current as { name?: unknown }).name === 'QuotaExceededError') return true;
    current = (current as { inner?: unknown }).inner;
  }
  return false;
}
