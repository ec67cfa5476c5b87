import type { Story } from '@/contract/story';
import { getStory } from '@/features/stories/api/get-story';
import { isApiError } from '@/lib/api/api-error';
import { downloadsAccount } from './downloads-store';

// A story for the story page and the player, online or not (issue 12). Small: the part that reads the
// device (Dexie) loads only when it is needed.

const loadDownloads = () => import('./engine/app-downloads');

/**
 * GET /stories/{id}, remembered on the device so that its page opens offline; when the network fails,
 * the story as kept (downloaded) or as last opened here. A 404 is the server's answer and stands.
 */
export async function getStoryOrKept(storyId: string): Promise<Story> {
  try {
    const story = await getStory(storyId);
    void loadDownloads()
      .then(({ rememberStory }) => rememberStory(story))
      .catch((error: unknown) => console.warn('Story: it could not be remembered for offline.', error));
    return story;
  } catch (error) {
    if ((isApiError(error) && error.status === 404) || !downloadsAccount()) throw error;
    const kept = await loadDownloads()
      .then(({ keptOrCachedStory }) => keptOrCachedStory(storyId))
      .catch(() => undefined);
    if (kept) return kept;
    throw error;
  }
}
