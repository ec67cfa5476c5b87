import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHED_USER_STORAGE_KEY } from '@/contract/constants';
import { getStoryOrKept } from '@/features/downloads/story-offline';
import { getDb } from '@/lib/db/db';
import { fakeServer, json } from '../../lib/api/fake-server';
import { fakeStory } from '../../helpers/fake-stories-api';
import { ana } from '../profiles/fake-children';

// A story for the story page and the player with no network (issue 12): as last opened on this
// device, or as downloaded — and only the signed-in account's.

vi.mock('@/lib/api/token-bucket', () => ({
  createTokenBucket: () => ({ acquire: () => Promise.resolve() }),
}));

const unreachable: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
const other = 'b0000000-0000-4000-8000-000000000002';

beforeEach(() => {
  localStorage.setItem(CACHED_USER_STORAGE_KEY, JSON.stringify(ana));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a story when the network fails', () => {
  it('is remembered when opened online, and comes from the device afterwards', async () => {
    const story = fakeStory({ title: 'Moon Fox' });
    vi.stubGlobal(
      'fetch',
      fakeServer({ [`GET /stories/${story.id}`]: () => json(200, { data: story }) }).fetch,
    );
    expect((await getStoryOrKept(story.id)).title).toBe('Moon Fox');
    await vi.waitFor(async () => expect(await getDb().storyCache.get([ana.id, story.id])).toBeTruthy());

    vi.stubGlobal('fetch', unreachable);
    expect((await getStoryOrKept(story.id)).title).toBe('Moon Fox');
  });

  it('comes as downloaded when it was never opened here (or fell out of the recent ones)', async () => {
    const story = fakeStory({ title: 'Kept For The Car' });
    await getDb().downloads.put({
      ownerId: ana.id,
      storyId: story.id,
      story,
      quality: 'standard',
      chapterIds: story.chapters!.map((chapter) => chapter.id),
      updatedAt: 1,
    });
    vi.stubGlobal('fetch', unreachable);
    expect((await getStoryOrKept(story.id)).title).toBe('Kept For The Car');
  });

  it("never comes from another account's device copy, and a 404 stands", async () => {
    const story = fakeStory({ title: 'Not Yours' });
    await getDb().storyCache.put({ ownerId: other, storyId: story.id, story, openedAt: 1 });
    vi.stubGlobal('fetch', unreachable);
    await expect(getStoryOrKept(story.id)).rejects.toThrow();

    await getDb().storyCache.put({ ownerId: ana.id, storyId: story.id, story, openedAt: 1 });
    vi.stubGlobal(
      'fetch',
      fakeServer({
        [`GET /stories/${story.id}`]: () => json(404, { message: 'Story not found', code: 'NOT_FOUND' }),
      }).fetch,
    );
    await expect(getStoryOrKept(story.id)).rejects.toMatchObject({ status: 404 });
  });
});
