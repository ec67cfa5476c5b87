import type { Story } from '@/contract/story';
import { getDb } from '@/lib/db/db';
import { keepCover } from './engine/kept-files';

// Recently opened stories' metadata (not their audio), per account, so that their pages open offline
// (issue 12): the 50 most recent, each with its cover when it is a small file the device can keep.
// Carries Dexie: import it dynamically.

const STORY_CACHE_SIZE = 50;
/** A drawn cover is a few KB; anything much bigger is not worth keeping for a story not downloaded. */
const MAX_COVER_BYTES = 200_000;

/** Forgets the account's stories opened longest ago, past the 50 kept (a downloaded story keeps its cover). */
async function trim(ownerId: string): Promise<void> {
  const db = getDb();
  const rows = await db.storyCache.where('ownerId').equals(ownerId).sortBy('openedAt');
  const stale = rows.slice(0, Math.max(0, rows.length - STORY_CACHE_SIZE));
  for (const { storyId } of stale) {
    await db.transaction('rw', db.storyCache, db.mediaFiles, db.downloads, async () => {
      await db.storyCache.delete([ownerId, storyId]);
      if (await db.downloads.get([ownerId, storyId])) return;
      await db.mediaFiles
        .where('[ownerId+storyId]')
        .equals([ownerId, storyId])
        .filter((file) => file.kind === 'cover')
        .delete();
    });
  }
}

let lastOpenedAt = 0;

/** Remembers a story just opened by this account; keeps the account's 50 most recent. */
export async function rememberStory(ownerId: string, story: Story): Promise<void> {
  lastOpenedAt = Math.max(Date.now(), lastOpenedAt + 1); // Two opened in the same millisecond keep their order.
  await getDb().storyCache.put({ ownerId, storyId: story.id, story, openedAt: lastOpenedAt });
  await trim(ownerId);
  await keepCover(getDb(), ownerId, story, fetch, { maxBytes: MAX_COVER_BYTES }).catch((error: unknown) => {
    console.warn('Story cache: the cover could not be kept.', error); // The page shows without it.
  });
}

/** The story as last opened on this device by this account, if it was. */
export async function cachedStory(ownerId: string, storyId: string): Promise<Story | undefined> {
  return (await getDb().storyCache.get([ownerId, storyId]))?.story;
}
