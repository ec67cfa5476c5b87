import type { ChapterAudio } from '@/contract/story';
import { api } from '@/lib/api/api-client';
import { chapterPath } from './story-path';

// A chapter's audio (S§7): the two calls belong together — the second renews what the first gave.
// `quality` asks for one encoding (a download's setting); without it the server answers the standard one.

type Quality = NonNullable<ChapterAudio['quality']>;

const query = (quality?: Quality) => (quality ? `?quality=${quality}` : '');

/** GET /chapters/{id}/audio: a signed, expiring /media URL, the duration, and the file's size and checksum. */
export function getChapterAudio(chapterId: string, quality?: Quality): Promise<ChapterAudio> {
  return api.get<ChapterAudio>(`${chapterPath(chapterId)}/audio${query(quality)}`);
}

/** GET /chapters/{id}/audio-url: a fresh URL after the old one expired (403). */
export function refreshChapterAudioUrl(chapterId: string, quality?: Quality): Promise<ChapterAudio> {
  return api.get<ChapterAudio>(`${chapterPath(chapterId)}/audio-url${query(quality)}`);
}
