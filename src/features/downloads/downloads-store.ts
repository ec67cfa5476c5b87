import { create } from 'zustand';
import { readCachedUser } from '@/lib/session/cached-user';
import { emptyDownloadView, type StoryDownloadView } from './download-model';

// What the screens draw of the stories kept on this device: the download engine publishes here, the
// hooks in use-downloads.ts read. No Dexie: this module is small enough for any screen to import.

interface DownloadsState {
  /** Every story known to this device for the signed-in account, by id. */
  views: Record<string, StoryDownloadView>;
  /** True once the kept stories were read from the device. */
  loaded: boolean;
  put: (view: StoryDownloadView) => void;
  replaceAll: (views: StoryDownloadView[]) => void;
}

export const useDownloadsStore = create<DownloadsState>((set) => ({
  views: {},
  loaded: false,
  put: (view) => set((state) => ({ views: { ...state.views, [view.storyId]: view } })),
  replaceAll: (views) =>
    set({ views: Object.fromEntries(views.map((view) => [view.storyId, view])), loaded: true }),
}));

export function downloadViewOf(storyId: string | undefined): StoryDownloadView {
  return (storyId && useDownloadsStore.getState().views[storyId]) || emptyDownloadView(storyId ?? '');
}

/**
 * The signed-in account: every kept file belongs to one (another account on a shared tablet never
 * sees it). The session's copy of the user on the device is the one that works offline too.
 */
export function downloadsAccount(): string | null {
  return readCachedUser()?.id ?? null;
}
