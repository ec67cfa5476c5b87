/**
 * The one error a narrator rejects with. `retryable` tells the jobs runner whether trying the same
 * chapter again later can help (a timeout, a 503) or not (a 401, a text the engine cannot read).
 */

export type NarrationErrorCode =
  | 'INVALID_REQUEST' // nothing to say, or a voice/language we do not know
  | 'TIMEOUT' // the speech service did not answer in time
  | 'NETWORK' // the speech service could not be reached
  | 'HTTP_STATUS' // the speech service answered with an error status
  | 'BAD_AUDIO' // the audio we got (or made) is not usable
  | 'ENGINE' // the local engine or encoder failed
  | 'ABORTED' // the caller's AbortSignal fired
  | 'CLOSED'; // narrate() after close()

const RETRYABLE: ReadonlySet<NarrationErrorCode> = new Set(['TIMEOUT', 'NETWORK', 'ENGINE']);

export class NarrationError extends Error {
  readonly code: NarrationErrorCode;
  readonly status: number | undefined;
  readonly retryable: boolean;

  constructor(code: NarrationErrorCode, message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'NarrationError';
    this.code = code;
    this.status = options.status;
    const status = options.status ?? 0;
    this.retryable = RETRYABLE.has(code) || (code === 'HTTP_STATUS' && (status === 429 || status >= 500));
  }
}

export const isNarrationError = (error: unknown): error is NarrationError => error instanceof NarrationError;

/** Keeps NarrationErrors as they are and wraps anything else, so callers see one error type. */
export function toNarrationError(error: unknown, signal?: AbortSignal): NarrationError {
  if (error instanceof NarrationError) return error;
  if (signal?.aborted) return new NarrationError('ABORTED', 'narration was cancelled', { cause: error });
  if (error instanceof Error && error.name === 'WorkerPoolClosedError') {
    return new NarrationError('CLOSED', 'the narrator is closed', { cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new NarrationError('ENGINE', `narration failed: ${message}`, { cause: error });
}
