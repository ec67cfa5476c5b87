import type { Story } from '@/contract/story';
import { getChapterAudio, refreshChapterAudioUrl } from '@/features/stories/api/chapter-audio';
import { getStory } from '@/features/stories/api/get-story';
import { isApiError } from '@/lib/api/api-error';
import { getDb } from '@/lib/db/db';
import { downloadsAccount, useDownloadsStore } from '../downloads-store';
import { createDownloadEngine } from './download-engine';

// The app's download engine, wired to the real database, network and session. Loaded on first use
// (use-downloads.ts imports it dynamically): it carries Dexie.

async function sha256Hex(data: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', data));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const engine = createDownloadEngine({
  db: getDb(),
  owner: () => downloadsAccount(),
  fetch: (url, init) => fetch(url, init),
  chapterAudio: (chapterId, renew) =>
    renew ? refreshChapterAudioUrl(chapterId) : getChapterAudio(chapterId),
  estimate: () => navigator.storage?.estimate?.() ?? Promise.resolve({}),
  publish: (view) => useDownloadsStore.getState().put(view),
  sha256: sha256Hex,
});

/** Tells the service worker who is signed in: it answers /media only from that account's files. */
export async function writeDeviceAccount(userId: string | null): Promise<void> {
  await getDb().device.put({ key: 'account', userId });
}

/** Reads every kept story again (at start, on a change of account): an evicted chapter shows. */
export async function refreshAll(): Promise<void> {
  const views = await engine.list();
  useDownloadsStore.getState().replaceAll(views);
}

/** A story as kept on the device, or as last opened here (the story cache), for this account. */
export async function keptOrCachedStory(storyId: string): Promise<Story | undefined> {
  const owner = downloadsAccount();
  if (!owner) return undefined;
  return (await engine.keptStory(storyId)) ?? (await getDb().storyCache.get([owner, storyId]))?.story;
}

const STORY_CACHE_SIZE = 50;

/** Remembers a story just opened (not its audio), so its page opens offline; keeps the newest 50. */
export async function rememberStory(story: Story): Promise<void> {
  const owner = downloadsAccount();
  if (!owner) return;
  const db = getDb();
  await db.storyCache.put({ ownerId: owner, storyId: story.id, story, openedAt: Date.now() });
  const rows = await db.storyCache.where('ownerId').equals(owner).sortBy('openedAt');
  const stale = rows.slice(0, Math.max(0, rows.length - STORY_CACHE_SIZE));
  if (stale.length > 0)
    await db.storyCache.bulkDelete(stale.map((row) => [row.ownerId, row.storyId] as [string, string]));
}

/** Removes the downloads of stories deleted on another device; answers their titles. */
export function forgetDeletedStories(): Promise<string[]> {
  return engine.forgetDeleted(async (storyId) => {
    try {
      await getStory(storyId);
      return false;
    } catch (error) {
      return isApiError(error) && error.status === 404;
    }
  });
}
