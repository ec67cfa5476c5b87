import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { Story } from '@/contract/story';
import { emptyDownloadView, type DownloadQuality, type StoryDownloadView } from './download-model';
import { downloadsAccount, setDownloadQuality, switchAccount, useDownloadsStore } from './downloads-store';

// The screens' way to the stories kept on this device (issue 12, ADR 024). Small on purpose: the engine
// (Dexie, fetch, verify) loads on first use, never with the first screen.

const loadEngine = () => import('./engine/app-downloads');

let loadedFor: string | null | undefined;

/**
 * Reads this account's kept stories once per account (checking each kept file, so an evicted one shows
 * as "needs download"), tells the service worker who is signed in, and, online, removes the stories
 * deleted on another device.
 */
function ensureLoaded(userId: string | null): void {
  if (loadedFor === userId) return;
  loadedFor = userId;
  void loadEngine()
    .then(({ openAccount }) => openAccount(userId))
    .then(() => {
      if (userId !== null && navigator.onLine !== false) return syncDownloads();
    })
    .catch((error: unknown) => console.warn('Downloads: the device could not be read.', error));
  listenForConnection();
}

let syncing: Promise<void> | null = null;

/** Stories deleted on another device leave this one, and their titles go to onDownloadsRemoved. */
function syncDownloads(): Promise<void> {
  syncing ??= loadEngine()
    .then(({ syncDownloads: sync }) => sync())
    .then(announceRemoved)
    .catch((error: unknown) => console.warn('Downloads: the kept stories could not be checked.', error))
    .finally(() => {
      syncing = null;
    });
  return syncing;
}

let listening = false;
function listenForConnection(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('online', () => {
    if (downloadsAccount() !== null) void syncDownloads();
  });
}

type RemovedListener = (titles: string[]) => void;
const removedListeners = new Set<RemovedListener>();
/** Titles removed before anyone listened: told to the first listener. */
let unheard: string[] = [];

function announceRemoved(titles: string[]): void {
  if (titles.length === 0) return;
  if (removedListeners.size === 0) unheard.push(...titles);
  for (const listener of removedListeners) listener(titles);
}

/**
 * Stories deleted on another device, and so removed from this one: their titles, for a notice. Called
 * once per sync that removed any (at start online, and on each `online` event). Returns the unsubscribe.
 */
export function onDownloadsRemoved(listener: RemovedListener): () => void {
  removedListeners.add(listener);
  if (unheard.length > 0) {
    const titles = unheard;
    unheard = [];
    listener(titles);
  }
  return () => removedListeners.delete(listener);
}

/**
 * The session calls this on start, sign-in and sign-out: what the screens show, what the service worker
 * answers and what the engine writes follow that account (another account never sees these downloads).
 */
export function setDownloadsAccount(userId: string | null): void {
  switchAccount(userId);
  ensureLoaded(userId);
}

function useLoaded(): void {
  const userId = useDownloadsStore((state) =>
    state.account === undefined ? downloadsAccount() : state.account,
  );
  useEffect(() => ensureLoaded(userId), [userId]);
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

/** The encoding the next downloads use, remembered on this device (Settings › Audio). */
export function useDownloadQuality(): [DownloadQuality, (quality: DownloadQuality) => void] {
  return [useDownloadsStore((state) => state.quality), setDownloadQuality];
}

type Persistence = 'unknown' | 'granted' | 'denied';
/** 'asked' while the browser thinks it over, then its answer. */
const PERSISTENCE_KEY = 'fablecast:storage-persist';

function storedPersistence(): string | null | undefined {
  try {
    return localStorage.getItem(PERSISTENCE_KEY);
  } catch {
    return undefined; // Storage cannot be read here.
  }
}

function keepPersistence(answer: 'asked' | 'granted' | 'denied'): void {
  try {
    localStorage.setItem(PERSISTENCE_KEY, answer);
  } catch {
    // Nothing to remember it in.
  }
}

/**
 * Asks the browser to keep this site's storage (never evicted without asking the user), once per
 * device, on the first download — synchronously inside the click, as browsers want, never on load.
 */
function askPersistenceOnce(): void {
  if (storedPersistence() !== null || typeof navigator === 'undefined' || !navigator.storage?.persist) return;
  keepPersistence('asked');
  navigator.storage.persist().then(
    (granted) => keepPersistence(granted ? 'granted' : 'denied'),
    () => keepPersistence('denied'),
  );
}

export const downloads = {
  /** Keeps every narrated chapter, the cover and the story on the device. Call inside the click. */
  downloadStory(story: Story): Promise<void> {
    askPersistenceOnce();
    return loadEngine().then(({ engine }) => engine.downloadStory(story));
  },
  /** Keeps one chapter (and the story and its cover). Call inside the click. */
  downloadChapter(story: Story, chapterId: string): Promise<void> {
    askPersistenceOnce();
    return loadEngine().then(({ engine }) => engine.downloadChapter(story, chapterId));
  },
  /**
   * Downloads again the kept chapters that changed on the server (a rewrite, new audio: ADR 035);
   * nothing when none did or the story is not kept. `story` is the server's, fresh.
   */
  refreshChanged(story: Story): Promise<void> {
    return loadEngine().then(({ engine }) => engine.refreshChanged(story));
  },
  /** Stops the story's download; what was still arriving is discarded, verified chapters stay. */
  cancel(storyId: string): void {
    void loadEngine().then(({ engine }) => engine.cancel(storyId));
  },
  /** Deletes the story's rows and files for this account. */
  remove(storyId: string): Promise<void> {
    return loadEngine().then(({ engine }) => engine.remove(storyId));
  },
  /** Deletes this account's downloads (another account's stay). */
  removeAll(): Promise<void> {
    return loadEngine().then(({ engine }) => engine.removeAll());
  },
  /** The device's storage, and what Fablecast's downloads take of it (kept files and pieces). */
  async storage(): Promise<{ usage: number; quota: number; persisted: boolean | null; keptBytes: number }> {
    const { engine } = await loadEngine();
    const [estimate, persisted, keptBytes] = await Promise.all([
      navigator.storage?.estimate?.() ?? Promise.resolve<StorageEstimate>({}),
      navigator.storage?.persisted?.() ?? Promise.resolve(null),
      engine.keptBytes(),
    ]);
    return { usage: estimate.usage ?? 0, quota: estimate.quota ?? 0, persisted, keptBytes };
  },
  /** The browser's answer to navigator.storage.persist(), once asked (on the first download). */
  persistence(): Persistence {
    const answer = storedPersistence();
    return answer === 'granted' || answer === 'denied' ? answer : 'unknown';
  },
};
