import { create } from 'zustand';
import { readCachedUser } from '@/lib/session/cached-user';
import { emptyDownloadView, type DownloadQuality, type StoryDownloadView } from './download-model';

// What the screens draw of the stories kept on this device, and the two facts the download engine
// reads here: whose device it is now, and the quality a parent chose. The engine publishes the views;
// the hooks in use-downloads.ts read them. No Dexie: any screen may import this module.

const QUALITY_KEY = 'fablecast:download-quality';

function readQuality(): DownloadQuality {
  try {
    return localStorage.getItem(QUALITY_KEY) === 'data-saver' ? 'data-saver' : 'standard';
  } catch {
    return 'standard';
  }
}

interface DownloadsState {
  /** Every story known to this device for the signed-in account, by id. */
  views: Record<string, StoryDownloadView>;
  /** True once the kept stories were read from the device. */
  loaded: boolean;
  /** The account the session named (setDownloadsAccount); undefined until it did. */
  account: string | null | undefined;
  /** The encoding new downloads ask for, per device (Settings › Audio). */
  quality: DownloadQuality;
  put: (view: StoryDownloadView) => void;
  replaceAll: (views: StoryDownloadView[]) => void;
}

export const useDownloadsStore = create<DownloadsState>((set) => ({
  views: {},
  loaded: false,
  account: undefined,
  quality: readQuality(),
  put: (view) => set((state) => ({ views: { ...state.views, [view.storyId]: view } })),
  replaceAll: (views) =>
    set({ views: Object.fromEntries(views.map((view) => [view.storyId, view])), loaded: true }),
}));

export function downloadViewOf(storyId: string | undefined): StoryDownloadView {
  return (storyId && useDownloadsStore.getState().views[storyId]) || emptyDownloadView(storyId ?? '');
}

/**
 * The signed-in account: every kept file belongs to one, and another account on a shared tablet never
 * sees it. Until the session says (setDownloadsAccount), the session's copy of the user on the device,
 * which works offline too.
 */
export function downloadsAccount(): string | null {
  const { account } = useDownloadsStore.getState();
  return account === undefined ? (readCachedUser()?.id ?? null) : account;
}

/** The session named the account: when it is another (or none), nothing of the previous one stays on screen. */
export function switchAccount(userId: string | null): void {
  const changed = downloadsAccount() !== userId;
  useDownloadsStore.setState(changed ? { account: userId, views: {}, loaded: false } : { account: userId });
}

export function downloadQuality(): DownloadQuality {
  return useDownloadsStore.getState().quality;
}

export function setDownloadQuality(quality: DownloadQuality): void {
  try {
    localStorage.setItem(QUALITY_KEY, quality);
  } catch {
    // Not remembered after a reload; this visit still uses it.
  }
  useDownloadsStore.setState({ quality });
}
