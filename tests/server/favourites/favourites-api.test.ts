import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Child } from '../../../src/contract/child';
import type { FavouriteList, FavouriteState } from '../../../src/contract/favourites';
import type { Story } from '../../../src/contract/story';
import { storyFavourites } from '../../../server/db/progress-tables';
import { stories } from '../../../server/db/story-tables';
import { createChild } from '../children/child-requests';
import { registerParent, type SignedInParent } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { finishedStory } from '../helpers/stories';

describe('favourites API', () => {
  let testApp: TestApp;
  let parent: SignedInParent;
  let other: SignedInParent;
  let mia: Child;
  let leo: Child;
  let dragon: Story;
  let garden: Story;
  let othersChild: Child;
  let othersStory: Story;

  beforeAll(async () => {
    testApp = await buildTestApp();
    parent = await registerParent(testApp.app);
    other = await registerParent(testApp.app);
    mia = await createChild(testApp.app, parent, { name: 'Mia' });
    leo = await createChild(testApp.app, parent, { name: 'Leo' });
    dragon = await finishedStory(testApp.app, parent, { title: 'The Kind Dragon' });
    garden = await finishedStory(testApp.app, parent, { title: 'The Night Garden' });
    othersChild = await createChild(testApp.app, other, { name: 'Zoe' });
    othersStory = await finishedStory(testApp.app, other, { title: 'Not Yours' });
  });
  afterAll(() => testApp.close());

  const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 20, 0, seconds)).toISOString();

  const put = (
    childId: string,
    storyId: string,
    payload: unknown = { favourite: true, changedAt: at(0) },
    as = parent,
  ) =>
    testApp.app.inject({
      method: 'PUT',
      url: `/api/v1/children/${childId}/favourites/${storyId}`,
      headers: as.headers,
      payload: payload as object,
    });

  const list = (childId: string, as = parent) =>
    testApp.app.inject({ method: 'GET', url: `/api/v1/children/${childId}/favourites`, headers: as.headers });

  async function favouritesOf(childId: string): Promise<FavouriteList['items']> {
    const response = await list(childId);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: FavouriteList }>().data.items;
  }

  async function stateAfter(childId: string, storyId: string, payload: unknown): Promise<FavouriteState> {
    const response = await put(childId, storyId, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: FavouriteState }>().data;
  }

  it('marks a favourite; the kid’s list shows the story with what the shelf needs', async () => {
    const state = await stateAfter(mia.id, dragon.id, { favourite: true, changedAt: at(1) });

    expect(state).toEqual({ childId: mia.id, storyId: dragon.id, favourite: true, changedAt: at(1) });
    const [item, ...rest] = await favouritesOf(mia.id);
    expect(rest).toEqual([]);
    expect(item).toMatchObject({
      storyId: dragon.id,
      changedAt: at(1),
      story: { id: dragon.id, title: 'The Kind Dragon', status: 'published' },
    });
    expect(item?.story).toHaveProperty('coverImageUrl');
    expect(item?.story).not.toHaveProperty('chapters');
  });

  it('keeps each kid’s list their own', async () => {
    await stateAfter(leo.id, garden.id, { favourite: true, changedAt: at(2) });

    expect((await favouritesOf(leo.id)).map((item) => item.storyId)).toEqual([garden.id]);
    expect((await favouritesOf(mia.id)).map((item) => item.storyId)).not.toContain(garden.id);
  });

  it('lists the most recently marked first', async () => {
    await stateAfter(mia.id, garden.id, { favourite: true, changedAt: at(3) });

    expect((await favouritesOf(mia.id)).map((item) => item.storyId)).toEqual([garden.id, dragon.id]);
  });

  it('treats the same change twice as one: same answer, the row not rewritten', async () => {
    const change = { favourite: true, changedAt: at(3) };
    const [before] = await testApp.database.db
      .select()
      .from(storyFavourites)
      .where(eq(storyFavourites.storyId, garden.id));
    const again = await stateAfter(mia.id, garden.id, change);
    const [after] = await testApp.database.db
      .select()
      .from(storyFavourites)
      .where(eq(storyFavourites.storyId, garden.id));

    expect(again).toEqual({ childId: mia.id, storyId: garden.id, ...change });
    expect(after?.updatedAt).toEqual(before?.updatedAt);
  });

  it('unmarks: the story leaves the list', async () => {
    const state = await stateAfter(mia.id, garden.id, { favourite: false, changedAt: at(4) });

    expect(state.favourite).toBe(false);
    expect((await favouritesOf(mia.id)).map((item) => item.storyId)).toEqual([dragon.id]);
  });

  it('never lets an older change overwrite a newer one, whatever order they arrive in', async () => {
    // Unmarked at :10 on one tablet; a mark made at :05 on another arrives afterwards.
    await stateAfter(leo.id, dragon.id, { favourite: false, changedAt: at(10) });
    const late = await stateAfter(leo.id, dragon.id, { favourite: true, changedAt: at(5) });

    expect(late).toEqual({ childId: leo.id, storyId: dragon.id, favourite: false, changedAt: at(10) });
    expect((await favouritesOf(leo.id)).map((item) => item.storyId)).not.toContain(dragon.id);

    // A newer change still wins.
    const newer = await stateAfter(leo.id, dragon.id, { favourite: true, changedAt: at(11) });
    expect(newer.favourite).toBe(true);
  });

  it('takes the incoming change on a tie of clocks', async () => {
    await stateAfter(leo.id, garden.id, { favourite: true, changedAt: at(20) });
    const tie = await stateAfter(leo.id, garden.id, { favourite: false, changedAt: at(20) });

    expect(tie.favourite).toBe(false);
  });

  it('does not list a favourite whose story is archived, and lists it again once restored', async () => {
    const story = await finishedStory(testApp.app, parent, { title: 'Put Away' });
    await stateAfter(mia.id, story.id, { favourite: true, changedAt: at(30) });
    const archived = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/v1/stories/${story.id}`,
      headers: parent.headers,
      payload: { status: 'archived' },
    });

    expect(archived.statusCode).toBe(200);
    expect((await favouritesOf(mia.id)).map((item) => item.storyId)).not.toContain(story.id);
    // Restored (a story with no chapters cannot be published through the route: set it directly).
    await testApp.database.db.update(stories).set({ status: 'published' }).where(eq(stories.id, story.id));
    expect((await favouritesOf(mia.id)).map((item) => item.storyId)).toContain(story.id);
  });

  describe('ownership', () => {
    it('answers 404 for another parent’s kid, on PUT and GET, as for one that does not exist', async () => {
      for (const childId of [othersChild.id, randomUUID()]) {
        const marked = await put(childId, dragon.id);
        expect(marked.statusCode).toBe(404);
        expect(marked.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Kid profile not found' });
        expect((await list(childId)).statusCode).toBe(404);
      }
    });

    it('answers 404 for another parent’s story, as for one that does not exist', async () => {
      for (const storyId of [othersStory.id, randomUUID()]) {
        const response = await put(mia.id, storyId);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Story not found' });
      }
      const rows = await testApp.database.db
        .select()
        .from(storyFavourites)
        .where(eq(storyFavourites.storyId, othersStory.id));
      expect(rows).toEqual([]);
    });

    it('does not show the other parent a kid’s favourites of their own stories', async () => {
      await put(othersChild.id, othersStory.id, { favourite: true, changedAt: at(1) }, other);

      expect((await list(othersChild.id, other)).json<{ data: FavouriteList }>().data.items).toHaveLength(1);
      expect((await favouritesOf(mia.id)).map((item) => item.storyId)).not.toContain(othersStory.id);
    });

    it('asks for a session', async () => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/v1/children/${mia.id}/favourites`,
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('bad input', () => {
    const fieldsOf = (body: string) =>
      (JSON.parse(body) as { details?: { path: string }[] }).details?.map((detail) => detail.path) ?? [];

    it.each([
      ['favourite', { changedAt: at(1) }],
      ['favourite', { favourite: 'yes', changedAt: at(1) }],
      ['changedAt', { favourite: true }],
      ['changedAt', { favourite: true, changedAt: 'yesterday' }],
      // Found by the fuzz suite: year 0 passed the format check and only the database refused it.
      ['changedAt', { favourite: true, changedAt: '0000-01-01T00:00:00Z' }],
    ])('answers 400 naming %s', async (field, payload) => {
      const response = await put(mia.id, dragon.id, payload);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(fieldsOf(response.body).join(' ')).toContain(field);
    });

    it.each([
      ['childId', () => `/children/not-a-kid/favourites/${dragon.id}`],
      ['storyId', () => `/children/${mia.id}/favourites/42`],
    ])('answers 400 naming %s for an id that is not one', async (field, url) => {
      const response = await testApp.app.inject({
        method: 'PUT',
        url: `/api/v1${url()}`,
        headers: parent.headers,
        payload: { favourite: true, changedAt: at(1) },
      });

      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response.body).join(' ')).toContain(field);
    });
  });

  it('goes with the kid profile when it is deleted', async () => {
    const kid = await createChild(testApp.app, parent, { name: 'Gone' });
    await stateAfter(kid.id, dragon.id, { favourite: true, changedAt: at(1) });
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/v1/children/${kid.id}`,
      headers: parent.headers,
    });

    expect(deleted.statusCode).toBe(204);
    const rows = await testApp.database.db
      .select()
      .from(storyFavourites)
      .where(eq(storyFavourites.childId, kid.id));
    expect(rows).toEqual([]);
  });
});
