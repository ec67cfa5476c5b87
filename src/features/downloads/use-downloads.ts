import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { Story } from '@/contract/story';
import { i18n } from '@/lib/i18n/i18n';
import { notify } from '@/ui/toast';
import { emptyDownloadView, type StoryDownloadView } from './download-model';
import { downloadsAccount, useDownloadsStore } from './downloads-store';

// The screens' way to the stories kept on this device (issue 12). The engine (Dexie, fetch, verify)
// loads on first use, never with the first screen.

const loadEngine = () => import('./engine/app-downloads');

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
      // A story deleted on another device leaves this one too, with a word about it.
      if (userId === null || navigator.onLine === false) return;
      const removed = await forgetDeletedStories();
      if (removed.length > 0) await i18n.loadNamespaces('story');
      for (const title of removed) notify.info(i18n.t('story:download.deletedElsewhere', { title }));
    })
    .catch((error: unknown) => console.warn('Downloads: the device could not be read.', error));
}

function useLoaded(): void {
  const userId = downloadsAccount();
  useEffect(() => ensureLoaded(userId), [userId]);
}

/** One story as kept on this device (state 'none' until known). */
export function useStoryDownload(storyId: string | undefined): StoryDownloadView {
  useLoaded();
  const view = useDownloadsStore((state) => (storyId ? state.views[storyId] : undefined));
  return view ?? emptyDownloadView(storyId ?? '');
}

/** The signed-in account's kept stories, newest first. */
export function useDownloadedStories(): { stories: StoryDownloadView[]; loaded: boolean } {
  useLoaded();
  const stories = useDownloadsStore(
    useShallow((state) =>
      Object.values(state.views)
        .filter((view) => view.story && view.state !== 'none')
        .sort((a, b) => (b.downloadedAt ?? '').localeCompare(a.downloadedAt ?? '')),
    ),
  );
  const loaded = useDownloadsStore((state) => state.loaded);
  return { stories, loaded };
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
