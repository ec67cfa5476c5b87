import type { Story } from '@/contract/story';
import { getDb } from '@/lib/db/db';

// Recently opened stories' metadata (not their audio), per account, so that their pages open offline
// (issue 12). Carries Dexie: import it dynamically.

const STORY_CACHE_SIZE = 50;

/** Remembers a story just opened; keeps the account's 50 most recent. */
export async function rememberStory(ownerId: string, story: Story): Promise<void> {
  const db = getDb();
  await db.storyCache.put({ ownerId, storyId: story.id, story, openedAt: Date.now() });
  const rows = await db.storyCache.where('ownerId').equals(ownerId).sortBy('openedAt');
  const stale = rows.slice(0, Math.max(0, rows.length - STORY_CACHE_SIZE));
  if (stale.length > 0)
    await db.storyCache.bulkDelete(stale.map((row) => [row.ownerId, row.storyId] as [string, string]));
}

/** The story as last opened on this device by this account, if it was. */
export async function cachedStory(ownerId: string, storyId: string): Promise<Story | undefined> {
  return (await getDb().storyCache.get([ownerId, storyId]))?.story;
}
