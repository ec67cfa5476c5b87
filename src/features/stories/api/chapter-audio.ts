import type { ChapterAudio } from '@/contract/story';
import { api } from '@/lib/api/api-client';
import { chapterPath } from './story-path';

// A chapter's audio (S§7): the two calls belong together — the second renews what the first gave.

/** GET /chapters/{id}/audio: a signed, expiring /media URL and the duration. */
export function getChapterAudio(chapterId: string): Promise<ChapterAudio> {
  return api.get<ChapterAudio>(`${chapterPath(chapterId)}/audio`);
}

/** GET /chapters/{id}/audio-url: a fresh URL after the old one expired (403). */
export function refreshChapterAudioUrl(chapterId: string): Promise<ChapterAudio> {
  return api.get<ChapterAudio>(`${chapterPath(chapterId)}/audio-url`);
}
