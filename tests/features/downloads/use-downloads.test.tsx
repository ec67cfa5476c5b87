// @ts-expect-error -- a Node module, which the app's browser types do not know (Blob, below).
import { Blob as NodeBlob } from 'node:buffer';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHED_USER_STORAGE_KEY } from '@/contract/constants';
import { useDownloadsStore } from '@/features/downloads/downloads-store';
import { ApiError } from '@/lib/api/api-error';
import { getDb } from '@/lib/db/db';
import { fakeServer, files, mediaFetch, OTHER_PARENT, PARENT, story } from './fake-media';

// The screens' door to downloads, over the real engine and device database: the network (the chapter
// audio calls, GET /stories/{id}, /media) is faked. What a parent notices: whose downloads show, the
// one question to the browser about keeping storage, the quality remembered, and a story deleted on
// another device leaving this one with a word about it.

// IndexedDB keeps files: Node's Blob survives its structured clone whole, the DOM stand-in's does not.
vi.stubGlobal('Blob', NodeBlob);

const net = vi.hoisted(() => ({ server: null as unknown, gone: new Set<string>() }));

vi.mock('@/features/stories/api/chapter-audio', async () => {
  const media = await import('./fake-media');
  const audio = (renew: boolean) => (chapterId: string, quality?: 'standard' | 'data-saver') =>
    media.chapterAudioOf(net.server as ReturnType<typeof media.fakeServer>)(chapterId, renew, quality);
  return { getChapterAudio: audio(false), refreshChapterAudioUrl: audio(true) };
});
vi.mock('@/features/stories/api/get-story', async () => {
  const media = await import('./fake-media');
  return {
    getStory: vi.fn(async (id: string) => {
      if (net.gone.has(id)) throw new ApiError('Story not found', 404, 'NOT_FOUND');
      return id === 's1' ? media.story : media.otherStory;
    }),
  };
});

const persist = vi.fn(async () => true);
const {
  downloads,
  onDownloadsRemoved,
  setDownloadsAccount,
  useDownloadQuality,
  useDownloadedStories,
  useStoryDownload,
} = await import('@/features/downloads/use-downloads');

beforeEach(() => {
  const server = fakeServer();
  net.server = server;
  net.gone.clear();
  persist.mockClear();
  vi.stubGlobal('fetch', mediaFetch(server));
  Object.defineProperty(navigator, 'storage', {
    value: {
      persist,
      persisted: async () => true,
      estimate: async () => ({ usage: 2_000_000, quota: 10_000_000 }),
    },
    configurable: true,
  });
});

afterEach(() => {
  setDownloadsAccount(null);
});

afterAll(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'storage');
});

const server = () => net.server as ReturnType<typeof fakeServer>;

describe('whose downloads the screens show', () => {
  it('the signed-in account’s only: another account on the tablet sees none of them, and the service worker is told', async () => {
    setDownloadsAccount(PARENT);
    await downloads.downloadStory(story);
    const { result } = renderHook(() => ({ kept: useDownloadedStories(), one: useStoryDownload('s1') }));
    await waitFor(() => expect(result.current.one.state).toBe('downloaded'));
    expect(result.current.kept.map((view) => view.story?.title)).toEqual(['The Lighthouse Fox']);
    expect(result.current.one.percent).toBe(100);
    expect(await getDb().device.get('account')).toEqual({ key: 'account', userId: PARENT });

    act(() => setDownloadsAccount(OTHER_PARENT));
    await waitFor(async () => expect((await getDb().device.get('account'))?.userId).toBe(OTHER_PARENT));
    expect(result.current.kept).toEqual([]);
    expect(result.current.one.state).toBe('none');
    expect((await downloads.storage()).keptBytes).toBe(0);

    act(() => setDownloadsAccount(PARENT));
    await waitFor(() => expect(result.current.one.state).toBe('downloaded'));
    expect((await downloads.storage()).keptBytes).toBe(150_000);
  });

  it('shown from the account kept on the device at start, and still shown once the session names it', async () => {
    setDownloadsAccount(PARENT);
    await downloads.downloadChapter(story, 'c1');
    setDownloadsAccount(null);
    // A reload: before the session says who is here, the device's copy of the user is.
    localStorage.setItem(
      CACHED_USER_STORAGE_KEY,
      JSON.stringify({ id: PARENT, name: 'Ana', email: 'ana@example.com', avatar: null }),
    );
    useDownloadsStore.setState({ account: undefined, views: {}, loaded: false });
    const { result } = renderHook(() => useStoryDownload('s1'));
    await waitFor(() => expect(result.current.state).toBe('partial'));
    act(() => setDownloadsAccount(PARENT));
    expect(result.current.state).toBe('partial');
  });

  it('signed out: nothing, and the service worker answers no one’s files', async () => {
    setDownloadsAccount(PARENT);
    await downloads.downloadChapter(story, 'c1');
    act(() => setDownloadsAccount(null));
    const { result } = renderHook(() => useDownloadedStories());
    await waitFor(async () => expect((await getDb().device.get('account'))?.userId).toBeNull());
    expect(result.current).toEqual([]);
  });
});

describe('keeping the device’s storage', () => {
  it('asks the browser once, inside the first download’s click, and remembers the answer', async () => {
    setDownloadsAccount(PARENT);
    expect(persist).not.toHaveBeenCalled(); // Never on load.
    expect(downloads.persistence()).toBe('unknown');

    const first = downloads.downloadChapter(story, 'c1');
    expect(persist).toHaveBeenCalledTimes(1); // Before the click's handler awaited anything.
    await first;
    expect(downloads.persistence()).toBe('granted');
    await downloads.downloadChapter(story, 'c2');
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('says how much the device holds and what Fablecast’s downloads take', async () => {
    setDownloadsAccount(PARENT);
    await downloads.downloadChapter(story, 'c3');
    expect(await downloads.storage()).toEqual({
      usage: 2_000_000,
      quota: 10_000_000,
      persisted: true,
      keptBytes: files['stories/s1/c3.mp3']!.length,
    });
  });
});

describe('download quality', () => {
  it('is remembered on this device, and the next download asks the server for it', async () => {
    setDownloadsAccount(PARENT);
    const { result } = renderHook(() => useDownloadQuality());
    expect(result.current[0]).toBe('standard');
    act(() => result.current[1]('data-saver'));
    expect(result.current[0]).toBe('data-saver');
    expect(localStorage.getItem('fablecast:download-quality')).toBe('data-saver');

    await downloads.downloadChapter(story, 'c1');
    expect(server().audioCalls).toEqual([{ chapterId: 'c1', renew: false, quality: 'data-saver' }]);
    const file = await getDb().mediaFiles.get([PARENT, 'stories/s1/c1.saver.mp3']);
    expect(file?.quality).toBe('data-saver');
    act(() => result.current[1]('standard'));
  });
});

describe('a story deleted on another device', () => {
  it('leaves this one when the account opens online, and its title is told for a notice', async () => {
    setDownloadsAccount(PARENT);
    await downloads.downloadChapter(story, 'c1');
    setDownloadsAccount(null);
    net.gone.add('s1');

    const told: string[][] = [];
    const stop = onDownloadsRemoved((titles) => told.push(titles));
    setDownloadsAccount(PARENT);
    await waitFor(() => expect(told).toEqual([['The Lighthouse Fox']]));
    expect(await getDb().downloads.count()).toBe(0);
    expect(await getDb().mediaFiles.count()).toBe(0);
    stop();
  });

  it('also when the connection comes back', async () => {
    setDownloadsAccount(PARENT);
    await downloads.downloadChapter(story, 'c2');
    const told: string[][] = [];
    const stop = onDownloadsRemoved((titles) => told.push(titles));
    net.gone.add('s1');
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(told).toEqual([['The Lighthouse Fox']]));
    stop();
  });

  it('a story the server still has stays', async () => {
    setDownloadsAccount(PARENT);
    await downloads.downloadChapter(story, 'c2');
    const told: string[][] = [];
    const stop = onDownloadsRemoved((titles) => told.push(titles));
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(told).toEqual([]);
    expect(await getDb().downloads.count()).toBe(1);
    stop();
  });
});

describe('removing', () => {
  it('removes one story, or all of this account’s, and the screens follow', async () => {
    setDownloadsAccount(PARENT);
    await downloads.downloadChapter(story, 'c1');
    const { result } = renderHook(() => useDownloadedStories());
    await waitFor(() => expect(result.current).toHaveLength(1));
    await act(() => downloads.remove('s1'));
    expect(result.current).toEqual([]);
    expect(await getDb().mediaFiles.count()).toBe(0);

    await downloads.downloadChapter(story, 'c1');
    await act(() => downloads.removeAll());
    expect(await getDb().downloads.count()).toBe(0);
  });

  it('cancel stops a story’s download and keeps nothing that was arriving', async () => {
    setDownloadsAccount(PARENT);
    // A server that answers the first piece, then hangs, as a slow network does.
    vi.stubGlobal(
      'fetch',
      (url: string, init: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    const download = downloads.downloadStory(story);
    const { result } = renderHook(() => useStoryDownload('s1'));
    await waitFor(() => expect(result.current.state).toBe('downloading'));
    downloads.cancel('s1');
    await download;
    await waitFor(() => expect(result.current.state).toBe('none'));
    expect(await getDb().partials.count()).toBe(0);
  });
});
