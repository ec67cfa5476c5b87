import { vi } from 'vitest';
import { create } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import type { Story } from '@/contract/story';
import {
  emptyDownloadView,
  type ChapterDownloadView,
  type DownloadQuality,
  type StoryDownloadView,
} from '@/features/downloads/download-model';

// A stand-in for the download engine's public face (src/features/downloads/use-downloads.ts), for the
// screens' tests: the test says what the device holds and how a download goes; the screens read it
// through the same hooks. Use it with
//   vi.mock('@/features/downloads/use-downloads', () => import('../../helpers/fake-downloads'));

interface FakeDevice {
  views: Record<string, StoryDownloadView>;
  quality: DownloadQuality;
  account: string | null;
  storage: { usage: number; quota: number; persisted: boolean | null };
}

const initial = (): FakeDevice => ({
  views: {},
  quality: 'standard',
  account: null,
  storage: { usage: 0, quota: 0, persisted: null },
});

export const fakeDevice = create<FakeDevice>(initial);

const MB = 1_000_000;

const narrated = (story: Story) => (story.chapters ?? []).filter((chapter) => chapter.status === 'ready');

/** What the device shows of a story, with some chapters arrived (`done` bytes each) of `total`. */
export function viewOf(
  story: Story,
  state: StoryDownloadView['state'],
  options: { chapterBytes?: number; done?: number } = {},
): StoryDownloadView {
  const chapterBytes = options.chapterBytes ?? 2 * MB;
  const done = options.done ?? (state === 'downloaded' ? chapterBytes : 0);
  const chapters: Record<string, ChapterDownloadView> = {};
  for (const chapter of narrated(story)) {
    const chapterState: ChapterDownloadView['state'] =
      state === 'downloaded' ? 'downloaded' : state === 'downloading' ? 'downloading' : 'none';
    chapters[chapter.id] = {
      chapterId: chapter.id,
      state: chapterState,
      bytesDone: done,
      bytesTotal: chapterBytes,
    };
  }
  const count = narrated(story).length;
  const bytesDone = done * count;
  const bytesTotal = chapterBytes * count;
  return {
    storyId: story.id,
    state,
    bytesDone,
    bytesTotal,
    percent: bytesTotal === 0 ? 0 : Math.floor((bytesDone / bytesTotal) * 100),
    chapters,
    sizeBytes: state === 'downloaded' ? bytesTotal : 0,
    quality: fakeDevice.getState().quality,
    story,
    ...(state === 'downloaded' && { downloadedAt: '2026-03-08T10:00:00.000Z' }),
  };
}

/** Puts (or replaces) what the device holds of one story. */
export function putView(view: StoryDownloadView): void {
  fakeDevice.setState((state) => ({ views: { ...state.views, [view.storyId]: view } }));
}

/** Changes one chapter of a kept story, as the engine would report it. */
export function putChapter(
  storyId: string,
  chapter: ChapterDownloadView,
  patch: Partial<StoryDownloadView> = {},
) {
  const view = fakeDevice.getState().views[storyId] ?? emptyDownloadView(storyId);
  putView({ ...view, ...patch, chapters: { ...view.chapters, [chapter.chapterId]: chapter } });
}

const removedListeners = new Set<(titles: string[]) => void>();

/** Another device deleted these stories; the engine removed them here. */
export function reportRemoved(titles: string[]): void {
  for (const listener of removedListeners) listener(titles);
}

export function resetFakeDownloads(): void {
  // The listeners stay: the app's modules that registered them load once per test file.
  fakeDevice.setState(initial(), true);
  for (const fn of Object.values(downloads)) if (vi.isMockFunction(fn)) fn.mockClear();
}

// --- The module's own exports -------------------------------------------------------------------

export function useStoryDownload(storyId: string | undefined): StoryDownloadView {
  const view = fakeDevice((state) => (storyId ? state.views[storyId] : undefined));
  return view ?? emptyDownloadView(storyId ?? '');
}

export function useDownloadedStories(): StoryDownloadView[] {
  return fakeDevice(
    useShallow((state) =>
      Object.values(state.views)
        .filter((view) => view.story && view.state !== 'none')
        .sort((a, b) => (b.downloadedAt ?? '').localeCompare(a.downloadedAt ?? '')),
    ),
  );
}

export function useDownloadQuality(): [DownloadQuality, (quality: DownloadQuality) => void] {
  const quality = fakeDevice((state) => state.quality);
  return [quality, (next) => fakeDevice.setState({ quality: next })];
}

export function setDownloadsAccount(userId: string | null): void {
  fakeDevice.setState({ account: userId });
}

export function onDownloadsRemoved(listener: (titles: string[]) => void): () => void {
  removedListeners.add(listener);
  return () => removedListeners.delete(listener);
}

const without = (storyId: string) => {
  const { [storyId]: _removed, ...rest } = fakeDevice.getState().views;
  return rest;
};

export const downloads = {
  /** Starts at 0 %: the test moves it on with putView. */
  downloadStory: vi.fn(async (story: Story) => putView(viewOf(story, 'downloading'))),
  downloadChapter: vi.fn(async (_story: Story, _chapterId: string) => {}),
  /** Nothing changed on the server in these tests: nothing to fetch again. */
  refreshChanged: vi.fn(async (_story: Story) => {}),
  cancel: vi.fn((storyId: string) => fakeDevice.setState({ views: without(storyId) })),
  remove: vi.fn(async (storyId: string) => fakeDevice.setState({ views: without(storyId) })),
  removeAll: vi.fn(async () => fakeDevice.setState({ views: {} })),
  storage: vi.fn(async () => {
    const { views, storage } = fakeDevice.getState();
    const keptBytes = Object.values(views).reduce((sum, view) => sum + view.sizeBytes, 0);
    return { ...storage, keptBytes };
  }),
  persistence: vi.fn((): 'unknown' | 'granted' | 'denied' => 'unknown'),
};
