import { AUDIO_MAX_RETRIES } from '@/contract/constants';

// What to do when a chapter's audio fails (S§4, S§8). The signed /media URL expires (DESIGN decision
// 8), so a 403 — or a media error that may hide one: the element reports no HTTP status, only
// MEDIA_ERR_NETWORK or MEDIA_ERR_SRC_NOT_SUPPORTED — asks for a fresh URL once and plays on from the
// same position. At most 3 such retries per chapter load; then the player gives up.

/** HTMLMediaElement's MediaError codes (named here: the constants are missing in some test DOMs). */
export const MEDIA_ERROR = { aborted: 1, network: 2, decode: 3, srcNotSupported: 4 } as const;

export interface AudioFailure {
  /** The HTTP status, when the failure came with one. */
  httpStatus?: number;
  /** The media element's `error.code`, when the failure came from the element. */
  mediaErrorCode?: number;
}

/**
 * refresh: fetch a new URL and retry at the same position; exhausted: 'Maximum retry attempts reached';
 * fail: 'Failed to load audio'; ignore: the load was aborted on purpose (a new source was set).
 */
export type RetryDecision = 'refresh' | 'exhausted' | 'fail' | 'ignore';

/** True when the failure may be an expired URL. */
export function mayBeExpired({ httpStatus, mediaErrorCode }: AudioFailure): boolean {
  return (
    httpStatus === 403 ||
    mediaErrorCode === MEDIA_ERROR.network ||
    mediaErrorCode === MEDIA_ERROR.srcNotSupported
  );
}

/** One chapter load's retry budget; `reset` when another chapter (or a fresh load) starts. */
export function createRetryPolicy(maxRetries: number = AUDIO_MAX_RETRIES) {
  let retries = 0;
  return {
    decide(failure: AudioFailure): RetryDecision {
      if (failure.mediaErrorCode === MEDIA_ERROR.aborted) return 'ignore';
      if (!mayBeExpired(failure)) return 'fail';
      if (retries >= maxRetries) return 'exhausted';
      retries += 1;
      return 'refresh';
    },
    reset(): void {
      retries = 0;
    },
    get retries(): number {
      return retries;
    },
  };
}

export type RetryPolicy = ReturnType<typeof createRetryPolicy>;
