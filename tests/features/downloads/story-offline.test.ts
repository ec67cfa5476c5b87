// @vitest-environment node
// (Node's own Blob: the DOM stand-in's Blob does not survive IndexedDB's structured clone.)
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Story } from '@/contract/story';
import { switchAccount } from '@/features/downloads/downloads-store';
import { cachedStory, rememberStory } from '@/features/downloads/story-cache';
import { getStoryOrKept } from '@/features/downloads/story-offline';
import { getStory } from '@/features/stories/api/get-story';
import { ApiError, networkError } from '@/lib/api/api-error';
import { getDb } from '@/lib/db/db';
import { OTHER_PARENT, PARENT, story } from './fake-media';

// A story's page and the player, when the network fails: the story as downloaded, or as last opened on
// this device — each account its own — and the 50 most recently opened remembered with their cover.

vi.mock('@/features/stories/api/get-story', () => ({ getStory: vi.fn() }));

const cover = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>';
const coverFetch = vi.fn(async () => new Response(cover, { headers: { 'content-type': 'image/svg+xml' } }));
vi.stubGlobal('fetch', coverFetch);
afterAll(() => vi.unstubAllGlobals());

const withCover = (id: string, title: string): Story =>
  ({ ...story, id, title, coverImageUrl: `/media/covers/${id}.svg?exp=1&sig=x` }) as Story;

beforeEach(() => {
  switchAccount(PARENT);
  coverFetch.mockClear();
  vi.mocked(getStory).mockReset();
});

describe('a story opened online', () => {
  it('is remembered for this account, with its cover, so its page opens offline', async () => {
    const fox = withCover('s1', 'The Lighthouse Fox');
    vi.mocked(getStory).mockResolvedValueOnce(fox);
    expect(await getStoryOrKept('s1')).toEqual(fox);
    await vi.waitFor(async () =>
      expect(await getDb().mediaFiles.get([PARENT, 'covers/s1.svg'])).toBeDefined(),
    );
    expect(await cachedStory(PARENT, 's1')).toEqual(fox);
    expect(await cachedStory(OTHER_PARENT, 's1')).toBeUndefined();
    const file = await getDb().mediaFiles.get([PARENT, 'covers/s1.svg']);
    expect(file).toMatchObject({ kind: 'cover', contentType: 'image/svg+xml', storyId: 's1' });
    expect(await file!.blob.text()).toBe(cover);
  });

  it('keeps the 50 most recently opened; older ones leave with their cover', async () => {
    for (let i = 0; i < 52; i += 1) await rememberStory(PARENT, withCover(`s-${i}`, `Story ${i}`));
    expect(await getDb().storyCache.where('ownerId').equals(PARENT).count()).toBe(50);
    expect(await cachedStory(PARENT, 's-0')).toBeUndefined();
    expect(await cachedStory(PARENT, 's-1')).toBeUndefined();
    expect(await cachedStory(PARENT, 's-51')).toBeDefined();
    expect(await getDb().mediaFiles.get([PARENT, 'covers/s-0.svg'])).toBeUndefined();
    expect(await getDb().mediaFiles.get([PARENT, 'covers/s-51.svg'])).toBeDefined();
  });

  it('asks for a cover once', async () => {
    await rememberStory(PARENT, withCover('s1', 'The Lighthouse Fox'));
    await rememberStory(PARENT, withCover('s1', 'The Lighthouse Fox'));
    expect(coverFetch).toHaveBeenCalledTimes(1);
  });
});

describe('a story when the network fails', () => {
  it('comes from the download first, then from the stories last opened here', async () => {
    await getDb().downloads.put({
      ownerId: PARENT,
      storyId: 's1',
      story: { ...story, title: 'As downloaded' },
      quality: 'standard',
      chapterIds: ['c1'],
      updatedAt: 1,
    });
    await rememberStory(PARENT, { ...story, title: 'As opened' });
    await rememberStory(PARENT, { ...story, id: 's9', title: 'Only opened' });
    vi.mocked(getStory).mockRejectedValue(networkError());
    expect((await getStoryOrKept('s1')).title).toBe('As downloaded');
    expect((await getStoryOrKept('s9')).title).toBe('Only opened');
  });

  it('is the network’s error for a story never kept nor opened here, or kept by another account', async () => {
    await rememberStory(OTHER_PARENT, { ...story, title: 'Theirs' });
    vi.mocked(getStory).mockRejectedValue(networkError());
    await expect(getStoryOrKept('s1')).rejects.toMatchObject({ status: 0 });
  });

  it('a 404 is the server’s answer and stands, kept or not', async () => {
    await rememberStory(PARENT, story);
    vi.mocked(getStory).mockRejectedValue(new ApiError('Story not found', 404, 'NOT_FOUND'));
    await expect(getStoryOrKept('s1')).rejects.toMatchObject({ status: 404 });
  });
});
