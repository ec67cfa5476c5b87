import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Story } from '../../../src/contract/story';
import { chapters, generationJobs, stories } from '../../../server/db/story-tables';
import { registerParent, type SignedInParent } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { addNarratedChapter, createStory, finishedStory } from '../helpers/stories';

/**
 * Archive, restore and retry (ADR 019): a parent puts a story away and brings it back; a story whose
 * generation failed or was cancelled is tried again, never simply republished.
 */

describe('archiving, restoring and trying again', () => {
  let testApp: TestApp;
  let parent: SignedInParent;
  let other: SignedInParent;

  beforeAll(async () => {
    testApp = await buildTestApp();
    parent = await registerParent(testApp.app);
    other = await registerParent(testApp.app);
  });
  afterAll(() => testApp.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, as = parent, payload?: object) =>
    testApp.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: as.headers,
      ...(payload ? { payload } : {}),
    });
  const setStatus = (id: string, status: string, as = parent) =>
    call('PATCH', `/stories/${id}`, as, { status });
  const titlesIn = async (query: string) =>
    (await call('GET', `/stories?${query}`))
      .json<{ data: { items: Story[] } }>()
      .data.items.map((s) => s.title);

  /** A published story with every chapter narrated. */
  async function narratedStory(title: string) {
    const story = await finishedStory(testApp.app, parent, { title });
    for (const order of [1, 2]) await addNarratedChapter(testApp.app, story.id, order);
    return story;
  }

  /** A story whose generation failed (archived with its reason), as the job runner leaves it. */
  const failedStory = (title: string, as = parent) =>
    finishedStory(
      testApp.app,
      as,
      { title },
      { status: 'archived', failureReason: 'Story generation failed: the narrator is unavailable' },
    );

  it('archives a published story: it leaves the library and search, the parent archived it', async () => {
    const story = await narratedStory('Moonbeam Harbour');
    const archived = await setStatus(story.id, 'archived');

    expect(archived.statusCode).toBe(200);
    expect(archived.json<{ data: Story }>().data).toMatchObject({ status: 'archived', failureReason: null });
    expect(await titlesIn('status=published')).not.toContain('Moonbeam Harbour');
    expect(await titlesIn('status=published&limit=20&search=moonbeam&language=en')).toEqual([]);
    expect(await titlesIn('status=archived')).toContain('Moonbeam Harbour');
  });

  it('restores an archived story: back in the library and in search', async () => {
    const story = await narratedStory('Lantern Lagoon');
    await setStatus(story.id, 'archived');
    const restored = await setStatus(story.id, 'published');

    expect(restored.statusCode).toBe(200);
    expect(restored.json<{ data: Story }>().data).toMatchObject({ status: 'published', failureReason: null });
    expect(await titlesIn('status=published')).toContain('Lantern Lagoon');
    expect(await titlesIn('status=published&limit=20&search=lagoon&language=en')).toEqual(['Lantern Lagoon']);
  });

  it('refuses to restore a story with a chapter that has no audio', async () => {
    const story = await narratedStory('Half Heard');
    await testApp.database.db
      .update(chapters)
      .set({ status: 'error', audioKey: null })
      .where(and(eq(chapters.storyId, story.id), eq(chapters.order, 2)));
    await setStatus(story.id, 'archived');

    const refused = await setStatus(story.id, 'published');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'NOT_READY' });
    expect(await titlesIn('status=archived')).toContain('Half Heard');
  });

  it('refuses to restore a failed story (that is what retry is for), and archiving it again keeps its reason', async () => {
    const story = await failedStory('Never Finished');
    for (const status of ['published', 'draft']) {
      const refused = await setStatus(story.id, status);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'STORY_FAILED' });
    }
    expect((await call('POST', `/stories/${story.id}/publish`)).json()).toMatchObject({
      code: 'STORY_FAILED',
    });
    const again = await setStatus(story.id, 'archived');
    expect(again.json<{ data: Story }>().data.failureReason).toBe(
      'Story generation failed: the narrator is unavailable',
    );
  });

  it('answers 404 for another parent’s story, exactly as for a missing one, and changes nothing', async () => {
    const theirs = await failedStory('Not Yours', other);
    const requests = [
      (id: string) => setStatus(id, 'archived'),
      (id: string) => setStatus(id, 'published'),
      (id: string) => call('POST', `/stories/${id}/retry`),
      (id: string) => call('GET', `/stories/${id}/export`),
    ];
    for (const send of requests) {
      const [foreign, missing] = [await send(theirs.id), await send(randomUUID())];
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(missing.json());
    }
    const [row] = await testApp.database.db.select().from(stories).where(eq(stories.id, theirs.id));
    expect(row).toMatchObject({ status: 'archived', failureReason: expect.any(String) });
  });

  describe('retry', () => {
    it('refuses a story that did not fail', async () => {
      const published = await narratedStory('All Good');
      await setStatus(published.id, 'draft');
      const parked = await narratedStory('Put Away');
      await setStatus(parked.id, 'archived');
      for (const id of [published.id, parked.id]) {
        const refused = await call('POST', `/stories/${id}/retry`);
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({ code: 'NOT_FAILED' });
      }
    });

    it('sets a cancelled story generating again with a new job, its reason cleared', async () => {
      const story = await createStory(testApp.app, parent, { title: 'Second Chance' });
      await call('POST', `/stories/${story.id}/cancel`);
      const [before] = await testApp.database.db.select().from(stories).where(eq(stories.id, story.id));

      const retried = await call('POST', `/stories/${story.id}/retry`);

      expect(retried.statusCode).toBe(202);
      expect(retried.json<{ data: Story }>().data).toMatchObject({
        status: 'generating',
        failureReason: null,
        audioStatus: 'pending',
      });
      const jobs = await testApp.database.db
        .select({ kind: generationJobs.kind, status: generationJobs.status })
        .from(generationJobs)
        .where(eq(generationJobs.storyId, story.id));
      expect(jobs).toEqual(
        expect.arrayContaining([
          { kind: 'write-and-narrate', status: 'cancelled' },
          { kind: 'write-and-narrate', status: 'queued' },
        ]),
      );
      // Nothing was written yet: a new seed, so the writer does not write the story that failed.
      const [after] = await testApp.database.db.select().from(stories).where(eq(stories.id, story.id));
      expect(after?.seed).not.toBe(before?.seed);
      await call('POST', `/stories/${story.id}/cancel`);
    });

    it('answers 409 GENERATION_IN_PROGRESS while another story is generating, and leaves the failed one failed', async () => {
      const failed = await failedStory('Wait Your Turn');
      const busy = await createStory(testApp.app, parent, { title: 'Busy Now' });

      const refused = await call('POST', `/stories/${failed.id}/retry`);

      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'GENERATION_IN_PROGRESS' });
      const [row] = await testApp.database.db.select().from(stories).where(eq(stories.id, failed.id));
      expect(row).toMatchObject({ status: 'archived', failureReason: expect.any(String) });
      await call('POST', `/stories/${busy.id}/cancel`);
    });
  });
});
