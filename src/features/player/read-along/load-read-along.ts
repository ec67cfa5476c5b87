import type { ReadAlong } from '@/contract/read-along';
import { getStoryOrKept, keptReadAlong } from '@/features/downloads/story-offline';
import { getChapterReadAlong } from '@/features/stories/api/chapter-read-along';
import { isApiError } from '@/lib/api/api-error';

/**
 * A chapter's read-along (issue 15): as kept with its downloaded story (no network, the same text as
 * the audio kept beside it), else from the server. When the server cannot be reached, the chapter's
 * text as this device knows the story, without timings: plain text to read, nothing lit.
 */
export async function loadReadAlong(storyId: string, chapterId: string): Promise<ReadAlong> {
  const kept = await keptReadAlong(storyId, chapterId);
  if (kept) return kept;
  try {
    return await getChapterReadAlong(chapterId);
  } catch (error) {
    // The chapter is gone, or not this parent's: there is nothing to read.
    if (isApiError(error) && error.status === 404) throw error;
    const story = await getStoryOrKept(storyId).catch(() => undefined);
    const chapter = story?.chapters?.find((one) => one.id === chapterId);
    if (!chapter) throw error;
    return { chapterId, paragraphs: chapter.paragraphs, words: null };
  }
}
