import type { Story } from '@/contract/story';
import { getStory } from '@/features/stories/api/get-story';
import { isApiError } from '@/lib/api/api-error';
import { readCachedUser } from '@/lib/session/cached-user';

// A story for the story page and the player, online or not (issue 12). Small: the part that reads the
// device (Dexie) loads only when it is needed.

const loadStoryCache = () => import('./story-cache');
const loadKeptStory = () => import('./kept-story');

/** The story as last opened on this device by this account, or as downloaded (kept beyond the cache). */
async function storyOnDevice(ownerId: string, storyId: string): Promise<Story | undefined> {
  const [{ cachedStory }, { keptStory }] = await Promise.all([loadStoryCache(), loadKeptStory()]);
  return (await cachedStory(ownerId, storyId)) ?? (await keptStory(ownerId, storyId));
}

/**
 * GET /stories/{id}, remembered on the device so that its page opens offline; when the network fails,
 * the story as last opened here by the signed-in account, or as downloaded (the player needs it too).
 * A 404 is the server's answer and stands.
 */
export async function getStoryOrKept(storyId: string): Promise<Story> {
  const owner = readCachedUser()?.id;
  try {
    const story = await getStory(storyId);
    if (owner)
      void loadStoryCache()
        .then(({ rememberStory }) => rememberStory(owner, story))
        .catch((error: unknown) => console.warn('Story: it could not be remembered for offline.', error));
    return story;
  } catch (error) {
    if ((isApiError(error) && error.status === 404) || !owner) throw error;
    const kept = await storyOnDevice(owner, storyId).catch(() => undefined);
    if (kept) return kept;
    throw error;
  }
}
