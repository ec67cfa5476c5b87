import type { ReadAlong } from '@/contract/read-along';
import type { Story } from '@/contract/story';
import { getStory } from '@/features/stories/api/get-story';
import { isApiError } from '@/lib/api/api-error';
import { downloadsAccount } from './downloads-store';

// A story and its chapters' audio for the story page and the player, online or not (issue 12, ADR 024).
// Small: the parts that read the device (Dexie) load only when they are needed.

const loadDownloads = () => import('./engine/app-downloads');
const loadStoryCache = () => import('./story-cache');

/**
 * GET /stories/{id}, remembered on the device so that its page opens offline; when the network fails,
 * the story as kept (downloaded) or as last opened here. A 404 is the server's answer and stands.
 */
export async function getStoryOrKept(storyId: string): Promise<Story> {
  const owner = downloadsAccount();
  try {
    const story = await getStory(storyId);
    if (owner) {
      void loadStoryCache()
        .then(({ rememberStory }) => rememberStory(owner, story))
        .catch((error: unknown) => console.warn('Story: it could not be remembered for offline.', error));
    }
    return story;
  } catch (error) {
    if ((isApiError(error) && error.status === 404) || !owner) throw error;
    const kept = await loadDownloads()
      .then(({ keptOrCachedStory }) => keptOrCachedStory(storyId))
      .catch(() => undefined);
    if (kept) return kept;
    throw error;
  }
}

/**
 * A chapter kept on this device, checked whole just now (an evicted file is not offered): its /media
 * URL, the one the network serves, which the service worker answers from the device with Range — so
 * <audio> plays it online and offline alike, with no network call and never a blob: URL. Undefined when
 * it is not kept, or no service worker controls the page (nothing would answer from the device).
 */
export async function keptChapterAudio(chapterId: string): Promise<{ audioUrl: string } | undefined> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return undefined;
  try {
    const { engine } = await loadDownloads();
    const file = await engine.keptChapter(chapterId);
    return file ? { audioUrl: `/media/${file.key.split('/').map(encodeURIComponent).join('/')}` } : undefined;
  } catch (error) {
    console.warn('Player: the downloads could not be read.', error);
    return undefined;
  }
}

/**
 * A chapter's read-along as kept with its downloaded story (issue 15): undefined when it was not kept,
 * or the device could not be read.
 */
export async function keptReadAlong(storyId: string, chapterId: string): Promise<ReadAlong | undefined> {
  if (!downloadsAccount()) return undefined;
  try {
    const { engine } = await loadDownloads();
    return await engine.keptReadAlong(storyId, chapterId);
  } catch (error) {
    console.warn('Read-along: the downloads could not be read.', error);
    return undefined;
  }
}
