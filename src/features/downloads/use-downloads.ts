import { useEffect } from 'react';
import { create } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import type { Story } from '@/contract/story';
import { emptyDownloadView, type DownloadQuality, type StoryDownloadView } from './download-model';
import { downloadsAccount, useDownloadsStore } from './downloads-store';

// The screens' way to the stories kept on this device (issue 12). The engine (Dexie, fetch, verify)
// loads on first use, never with the first screen.

const loadEngine = () => import('./engine/app-downloads');

/** The signed-in account as the session last said (setDownloadsAccount), or the device's copy of it. */
let account: string | null | undefined;
const currentAccount = (): string | null => (account === undefined ? downloadsAccount() : account);

let loadedFor: string | null | undefined;

/** Reads this account's kept stories once per account (and tells the service worker who it is). */
function ensureLoaded(userId: string | null): void {
  if (loadedFor === userId) return;
  if (loadedFor !== undefined) useDownloadsStore.setState({ views: {}, loaded: false }); // Another account.
  loadedFor = userId;
  void loadEngine()
    .then(async ({ refreshAll, writeDeviceAccount, forgetDeletedStories }) => {
      await writeDeviceAccount(userId);
      await refreshAll();
      // A story deleted on another device leaves this one too; the app says so (onDownloadsRemoved).
      if (userId === null || navigator.onLine === false) return;
      const removed = await forgetDeletedStories();
      if (removed.length > 0) for (const listener of removedListeners) listener(removed);
    })
    .catch((error: unknown) => console.warn('Downloads: the device could not be read.', error));
}

function useLoaded(): void {
  const userId = currentAccount();
  useEffect(() => ensureLoaded(userId), [userId]);
}

/** The signed-in account changed: what the screens show of the device follows it. */
export function setDownloadsAccount(userId: string | null): void {
  account = userId;
  if (loadedFor !== undefined) ensureLoaded(userId);
}

/** One story as kept on this device (state 'none' until known). */
export function useStoryDownload(storyId: string | undefined): StoryDownloadView {
  useLoaded();
  const view = useDownloadsStore((state) => (storyId ? state.views[storyId] : undefined));
  return view ?? emptyDownloadView(storyId ?? '');
}

/** The signed-in account's kept stories, newest first. */
export function useDownloadedStories(): StoryDownloadView[] {
  useLoaded();
  return useDownloadsStore(
    useShallow((state) =>
      Object.values(state.views)
        .filter((view) => view.story && view.state !== 'none')
        .sort((a, b) => (b.downloadedAt ?? '').localeCompare(a.downloadedAt ?? '')),
    ),
  );
}

const QUALITY_STORAGE_KEY = 'fablecast:download-quality';

function readQuality(): DownloadQuality {
  try {
    return localStorage.getItem(QUALITY_STORAGE_KEY) === 'data-saver' ? 'data-saver' : 'standard';
  } catch {
    return 'standard';
  }
}

const useQualityStore = create<{ quality: DownloadQuality }>(() => ({ quality: readQuality() }));

function setQuality(quality: DownloadQuality): void {
  try {
    localStorage.setItem(QUALITY_STORAGE_KEY, quality);
  } catch {
    // Not remembered after a reload; this visit still uses it.
  }
  useQualityStore.setState({ quality });
}

/** The encoding the next downloads use, remembered on this device (Settings › Audio). */
export function useDownloadQuality(): [DownloadQuality, (quality: DownloadQuality) => void] {
  return [useQualityStore((state) => state.quality), setQuality];
}

const removedListeners = new Set<(titles: string[]) => void>();

/** Stories deleted on another device, and so removed from this one: their titles, for a notice. */
export function onDownloadsRemoved(listener: (titles: string[]) => void): () => void {
  removedListeners.add(listener);
  return () => removedListeners.delete(listener);
}

let persistence: 'unknown' | 'granted' | 'denied' = 'unknown';
const PERSIST_ASKED_KEY = 'fablecast:storage-persist-asked';

/**
 * Asks the browser to keep this site's storage (never evicted without asking the user), once per
 * device, on the first download — inside the click, as browsers want, and never on load.
 */
function askPersistenceOnce(): void {
  try {
    if (localStorage.getItem(PERSIST_ASKED_KEY) || !navigator.storage?.persist) return;
    localStorage.setItem(PERSIST_ASKED_KEY, '1');
  } catch {
    return;
  }
  void navigator.storage.persist().then(
    (granted) => (persistence = granted ? 'granted' : 'denied'),
    () => (persistence = 'denied'),
  );
}

export const downloads = {
  /** Keeps every narrated chapter, the cover and the story on the device. Call inside the click. */
  downloadStory(story: Story): Promise<void> {
    askPersistenceOnce();
    return loadEngine().then(({ engine }) => engine.downloadStory(story));
  },
  downloadChapter(story: Story, chapterId: string): Promise<void> {
    askPersistenceOnce();
    return loadEngine().then(({ engine }) => engine.downloadChapter(story, chapterId));
  },
  cancel(storyId: string): void {
    void loadEngine().then(({ engine }) => engine.cancel(storyId));
  },
  remove(storyId: string): Promise<void> {
    return loadEngine().then(({ engine }) => engine.remove(storyId));
  },
  removeAll(): Promise<void> {
    return loadEngine().then(({ engine }) => engine.removeAll());
  },
  /** The device's storage, and what Fablecast's downloads take of it. */
  async storage(): Promise<{ usage: number; quota: number; persisted: boolean | null; keptBytes: number }> {
    const { engine } = await loadEngine();
    const [estimate, persisted, keptBytes] = await Promise.all([
      navigator.storage?.estimate?.() ?? Promise.resolve<StorageEstimate>({}),
      navigator.storage?.persisted?.() ?? Promise.resolve(null),
      engine.keptBytes(),
    ]);
    return { usage: estimate.usage ?? 0, quota: estimate.quota ?? 0, persisted, keptBytes };
  },
  persistence: () => persistence,
};
