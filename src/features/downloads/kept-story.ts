import type { Story } from '@/contract/story';
import { getDb } from '@/lib/db/db';

// Carries Dexie: import it dynamically.

/** The story as this account downloaded it (metadata and chapters), if it is kept on the device. */
export async function keptStory(ownerId: string, storyId: string): Promise<Story | undefined> {
  return (await getDb().downloads.get([ownerId, storyId]))?.story;
}
