import type { ChapterAudio, Story } from '@/contract/story';
import { getChapterAudio, refreshChapterAudioUrl } from '@/features/stories/api/chapter-audio';
import { getChapterReadAlong } from '@/features/stories/api/chapter-read-along';
import { getStory } from '@/features/stories/api/get-story';
import { isApiError } from '@/lib/api/api-error';
import { getDb } from '@/lib/db/db';
import type { DownloadQuality } from '../download-model';
import { downloadQuality, downloadsAccount, useDownloadsStore } from '../downloads-store';
import { cachedStory } from '../story-cache';
import { DownloadError } from './download-errors';
import { createDownloadEngine } from './download-engine';

// The app's download engine, wired to the real database, network and session. Loaded on first use
// (use-downloads.ts imports it dynamically): it carries Dexie.

async function sha256Hex(data: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', data));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The server's answers that no retry changes, as the codes the screens explain. */
async function chapterAudio(
  chapterId: string,
  renew: boolean,
  quality: DownloadQuality,
): Promise<ChapterAudio> {
  try {
    return await (renew ? refreshChapterAudioUrl : getChapterAudio)(chapterId, quality);
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 403)) {
      throw new DownloadError('NOT_FOUND', error.message);
    }
    if (isApiError(error) && error.status === 409) throw new DownloadError('NOT_READY', error.message);
    throw error;
  }
}

export const engine = createDownloadEngine({
  db: getDb(),
  owner: downloadsAccount,
  fetch: (url, init) => fetch(url, init),
  chapterAudio,
  readAlong: getChapterReadAlong,
  loadStory: getStory,
  estimate: () => navigator.storage?.estimate?.() ?? Promise.resolve({}),
  publish: (view) => useDownloadsStore.getState().put(view),
  sha256: sha256Hex,
  quality: downloadQuality,
});

/**
 * Another account is signed in (or none): downloads under way stop, the service worker is told whose
 * files it may answer, and the account's kept stories are read again — each kept file checked, so an
 * evicted chapter shows as "needs download".
 */
export async function openAccount(userId: string | null): Promise<void> {
  engine.cancelAll();
  await getDb().device.put({ key: 'account', userId });
  await refreshAll(userId);
}

/** Reads every kept story again (at start, on a change of account): an evicted chapter shows. */
export async function refreshAll(userId = downloadsAccount()): Promise<void> {
  const views = await engine.list();
  if (downloadsAccount() === userId) useDownloadsStore.getState().replaceAll(views);
}

/** A story as kept on the device, or as last opened here (the story cache), for this account. */
export async function keptOrCachedStory(storyId: string): Promise<Story | undefined> {
  const owner = downloadsAccount();
  if (!owner) return undefined;
  return (await engine.keptStory(storyId)) ?? (await cachedStory(owner, storyId));
}

/**
 * Asks the server about each kept story and removes those it no longer has (deleted on another
 * device); answers their titles. A story the server could not answer for (offline, 5xx) stays.
 */
export function syncDownloads(): Promise<string[]> {
  return engine.forgetDeleted(async (storyId) => {
    try {
      await getStory(storyId);
      return false;
    } catch (error) {
      return isApiError(error) && error.status === 404;
    }
  });
}
