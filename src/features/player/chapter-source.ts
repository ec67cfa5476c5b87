import { CLIENT_ERROR_CODES, isApiError } from '@/lib/api/api-error';
import type { AudioSource } from './engine-deps';

// Where a chapter plays from (issue 12, ADR 024): the device when it is kept there (checked whole just
// before), otherwise the network. A chapter that is not kept cannot play without a connection: that
// is said at once ("Not downloaded — connect to the internet to listen"), never a spinner that waits.

export class NotDownloadedError extends Error {
  constructor() {
    super('The chapter is not on this device and there is no connection');
    this.name = 'NotDownloadedError';
  }
}

export const isNotDownloaded = (error: unknown): boolean =>
  (error as { name?: unknown } | null)?.name === 'NotDownloadedError';

export interface ChapterSourceDeps {
  /** The kept chapter's /media URL, or undefined (not kept, or its file is gone). */
  kept: (chapterId: string) => Promise<AudioSource | undefined>;
  /** GET /chapters/{id}/audio. */
  fetch: (chapterId: string) => Promise<AudioSource>;
  isOnline: () => boolean;
}

export function createChapterSource(deps: ChapterSourceDeps) {
  return async (chapterId: string): Promise<AudioSource> => {
    const kept = await deps.kept(chapterId);
    if (kept) return kept;
    if (!deps.isOnline()) throw new NotDownloadedError();
    try {
      return await deps.fetch(chapterId);
    } catch (error) {
      // The device thought it was online, but the server cannot be reached: the same answer.
      if (isApiError(error) && error.code === CLIENT_ERROR_CODES.network) throw new NotDownloadedError();
      throw error;
    }
  };
}
