import type { ReadAlong } from '@/contract/read-along';
import { api } from '@/lib/api/api-client';
import { chapterPath } from './story-path';

/** GET /chapters/{id}/read-along: the chapter's text, and each word's time in its audio (issue 15). */
export function getChapterReadAlong(chapterId: string, signal?: AbortSignal): Promise<ReadAlong> {
  return api.get<ReadAlong>(`${chapterPath(chapterId)}/read-along`, signal ? { signal } : {});
}
