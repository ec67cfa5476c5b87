import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stories } from '../../../server/db/story-tables';
import { registerParent, type SignedInParent } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createStory, storyRequest } from '../helpers/stories';
import { createChild } from './child-requests';

describe('stories made for a kid profile', () => {
  let testApp: TestApp;
  let parent: SignedInParent;
  let other: SignedInParent;

  beforeAll(async () => {
    testApp = await buildTestApp();
    parent = await registerParent(testApp.app);
    other = await registerParent(testApp.app);
  });
  afterAll(() => testApp.close());

  const storyRow = async (id: string) => {
    const [row] = await testApp.database.db.select().from(stories).where(eq(stories.id, id));
    return row;
  };
  const cancel = (id: string, as = parent) =>
    testApp.app.inject({ method: 'POST', url: `/api/v1/stories/${id}/cancel`, headers: as.headers });

  it("uses the parent's own child's name as the hero", async () => {
    const child = await createChild(testApp.app, parent, { name: 'Noor' });
    const story = await createStory(testApp.app, parent, { childId: child.id });

    expect(story.childId).toBe(child.id);
    expect(await storyRow(story.id)).toMatchObject({ childId: child.id, heroName: 'Noor' });
    await cancel(story.id);
  });

  it("answers another parent's child like a missing one and creates nothing", async () => {
    const theirs = await createChild(testApp.app, other, { name: 'Theirs' });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/stories',
      headers: parent.headers,
      payload: { ...storyRequest, childId: theirs.id },
    });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Child profile not found' });
    const mine = await testApp.app.inject({ method: 'GET', url: '/api/v1/stories', headers: parent.headers });
    expect(
      mine.json().data.items.filter((story: { childId: string | null }) => story.childId === theirs.id),
    ).toEqual([]);
  });

  it('keeps the story when its child is deleted, without the child', async () => {
    const child = await createChild(testApp.app, parent, { name: 'Ravi' });
    const story = await createStory(testApp.app, parent, { childId: child.id });
    await cancel(story.id);

    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/v1/children/${child.id}`,
      headers: parent.headers,
    });

    expect(deleted.statusCode).toBe(204);
    expect(await storyRow(story.id)).toMatchObject({ id: story.id, childId: null });
  });
});
