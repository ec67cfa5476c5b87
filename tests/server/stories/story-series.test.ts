import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Story } from '../../../src/contract/story';
import { stories } from '../../../server/db/story-tables';
import { registerParent, type SignedInParent } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createStory, finishedStory, followStory } from '../helpers/stories';

/**
 * Series: "Another adventure with {hero} and {companion}" makes the next story of a finished one, with
 * the same cast and place; the story page links the stories of a series, and only within one parent's.
 */

const sequel = (testApp: TestApp, id: string, as: SignedInParent) =>
  testApp.app.inject({ method: 'POST', url: `/api/v1/stories/${id}/sequel`, headers: as.headers });
const read = async (testApp: TestApp, id: string, as: SignedInParent) =>
  (await testApp.app.inject({ method: 'GET', url: `/api/v1/stories/${id}`, headers: as.headers })).json<{
    data: Story;
  }>().data;

describe('the next story of a series, written and narrated', { timeout: 400_000 }, () => {
  let testApp: TestApp;
  let parent: SignedInParent;
  let first: Story;
  let second: Story;

  beforeAll(async () => {
    testApp = await buildTestApp({ generation: { runJobs: true, pollMs: 100, heartbeatMs: 1_000 } });
    parent = await registerParent(testApp.app);
    const created = await createStory(testApp.app, parent, { autoTitle: true, customPrompt: 'a kite' });
    ({ story: first } = await followStory(testApp.app, parent, created.id, undefined, 150_000));
    const response = await sequel(testApp, first.id, parent);
    expect(response.statusCode, response.body).toBe(201);
    const next = response.json<{ data: Story }>().data;
    ({ story: second } = await followStory(testApp.app, parent, next.id, undefined, 150_000));
  }, 400_000);
  afterAll(() => testApp.close());

  it('tells the next story with last story’s companion, and remembers what they did', async () => {
    const [row] = await testApp.database.db.select().from(stories).where(eq(stories.id, first.id));
    const companion = row?.storyCast?.companion ?? '';
    const goal = row?.storyCast?.memory?.goal ?? '';
    expect(companion.length).toBeGreaterThan(1);
    expect(second.status).toBe('published');
    const opening = second.chapters?.[0]?.paragraphs.join(' ') ?? '';
    expect(opening).toContain(companion);
    expect(opening).toContain(`set out to ${goal}`);
    // The same kind of story, for the same listener.
    expect([second.theme, second.ageGroup, second.chapterCount, second.voiceType]).toEqual([
      first.theme,
      first.ageGroup,
      first.chapterCount,
      first.voiceType,
    ]);
    expect(second.title).not.toMatch(/^Another adventure/);
  });

  it('links the two stories both ways, as parts 1 and 2 of one series', async () => {
    const before = await read(testApp, first.id, parent);
    expect(before.series).toEqual({
      id: first.id,
      part: 1,
      previous: null,
      next: { id: second.id, title: second.title },
    });
    const after = await read(testApp, second.id, parent);
    expect(after.series).toMatchObject({
      id: first.id,
      part: 2,
      previous: { id: first.id, title: first.title },
    });
    expect(after.series?.next).toBeNull();
  });

  it('makes one next story per story: a second ask names the one there is', async () => {
    const response = await sequel(testApp, first.id, parent);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'SERIES_HAS_NEXT', details: { storyId: second.id } });
  });
});

describe('who may ask for the next story', () => {
  let testApp: TestApp;
  let parent: SignedInParent;
  let other: SignedInParent;

  beforeAll(async () => {
    testApp = await buildTestApp();
    parent = await registerParent(testApp.app);
    other = await registerParent(testApp.app);
  });
  afterAll(() => testApp.close());

  it("answers 404 for another parent's story and 400 naming the id for a bad one", async () => {
    const mine = await finishedStory(testApp.app, parent);
    expect((await sequel(testApp, mine.id, other)).statusCode).toBe(404);
    const bad = await sequel(testApp, 'not-a-story', parent);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('id');
  });

  it('refuses a story that is not finished', async () => {
    const archived = await finishedStory(testApp.app, parent, {}, { status: 'archived' });
    const response = await sequel(testApp, archived.id, parent);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'NOT_READY' });
  });

  it("never links a series to another parent's story", async () => {
    const theirs = await finishedStory(testApp.app, other);
    const mine = await finishedStory(testApp.app, parent);
    // A row pointing at another parent's story (not something the API makes) still shows no link to it.
    await testApp.database.db
      .update(stories)
      .set({ seriesId: theirs.id, previousStoryId: theirs.id })
      .where(eq(stories.id, mine.id));
    const shown = await read(testApp, mine.id, parent);
    expect(shown.series?.previous).toBeNull();
    expect((await read(testApp, theirs.id, other)).series).toBeNull();
  });
});
