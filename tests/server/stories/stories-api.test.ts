import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Story, StoryAudioStatus } from '../../../src/contract/story';
import { chapters, generationJobs, stories } from '../../../server/db/story-tables';
import { registerParent, type SignedInParent } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { addNarratedChapter, createStory, storyRequest } from '../helpers/stories';

describe('stories API', () => {
  let testApp: TestApp;
  let parent: SignedInParent;
  let other: SignedInParent;

  beforeAll(async () => {
    testApp = await buildTestApp();
    parent = await registerParent(testApp.app);
    other = await registerParent(testApp.app);
  });
  afterAll(() => testApp.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, as = parent, payload?: object) =>
    testApp.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: as.headers,
      ...(payload ? { payload } : {}),
    });

  /** Ends the active generation of `as`, so the next story may start (one at a time per parent). */
  const cancel = (id: string, as = parent) => call('POST', `/stories/${id}/cancel`, as);

  it('creates a story that starts generating, with its audio still pending', async () => {
    const story = await createStory(testApp.app, parent, {
      theme: 'LEARNING',
      customPrompt: 'a dog called Max',
    });

    expect(story).toMatchObject({
      title: 'A animals Story',
      theme: 'science',
      ageGroup: '4-8',
      authorId: parent.user.id,
      status: 'generating',
      chapterCount: 3,
      targetDuration: 15,
      voiceType: 'WARM_FEMALE',
      audioStatus: 'pending',
      audioProgress: 0,
      audioTotals: { ready: 0, total: 3 },
      customPrompt: 'a dog called Max',
    });
    const [job] = await testApp.database.db
      .select()
      .from(generationJobs)
      .where(eq(generationJobs.storyId, story.id));
    expect(job).toMatchObject({ kind: 'write-and-narrate', status: 'queued' });
    await cancel(story.id);
  });

  it('allows one generation per parent at a time', async () => {
    const first = await createStory(testApp.app, parent);
    const second = await call('POST', '/stories', parent, storyRequest);

    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'GENERATION_IN_PROGRESS',
      message: 'Please wait for the current story to finish generating',
    });
    // Another parent is not held up.
    const others = await createStory(testApp.app, other);
    await cancel(others.id, other);
    await cancel(first.id);
  });

  it('takes the author from the token, never from the body', async () => {
    const story = await createStory(testApp.app, parent, { authorId: other.user.id });
    expect(story.authorId).toBe(parent.user.id);
    await cancel(story.id);
  });

  it('refuses unsafe titles and ideas kindly, in the story language', async () => {
    const english = await call('POST', '/stories', parent, {
      ...storyRequest,
      title: 'The bloody murder house',
    });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({
      code: 'UNSAFE_INPUT',
      message: expect.stringMatching(/^The title has someone getting hurt, .* How about /) as unknown,
      details: { field: 'title', category: 'violence' },
    });

    const spanish = await call('POST', '/stories', parent, {
      ...storyRequest,
      language: 'es',
      customPrompt: 'una historia con mierda',
    });
    expect(spanish.statusCode).toBe(400);
    const body = spanish.json<{ message: string; details: { messages: { es: string } } }>();
    expect(body.message).toBe(body.details.messages.es);
    expect(body.message).toMatch(/^Tus ideas tienen palabrotas, .* ¿Qué tal /);
    expect(spanish.json()).toMatchObject({ details: { field: 'customPrompt', category: 'profanity' } });

    // The parent's own description is checked too; the form's placeholder one is not theirs.
    const described = await call('POST', '/stories', parent, {
      ...storyRequest,
      description: 'the kids smoke weed',
    });
    expect(described.json()).toMatchObject({ code: 'UNSAFE_INPUT', details: { field: 'description' } });
  });

  it('checks a new title or description as kindly, in the story’s language', async () => {
    const story = await createStory(testApp.app, parent, { language: 'es', title: 'La gran aventura' });
    await cancel(story.id);
    const renamed = await call('PATCH', `/stories/${story.id}`, parent, { title: 'el rey apuñalado' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toMatchObject({
      code: 'UNSAFE_INPUT',
      message: expect.stringMatching(/^El título tiene alguien que sale herido/) as unknown,
      details: { field: 'title', category: 'violence' },
    });
    const fine = await call('PATCH', `/stories/${story.id}`, parent, { title: 'Una estrella fugaz' });
    expect(fine.statusCode).toBe(200);
  });

  it.each([
    [{ ageGroup: '2-99' }, 'body.ageGroup'],
    [{ targetDuration: 500 }, 'body.targetDuration'],
    [{ chapterCount: 2 }, 'body.chapterCount'],
    [{ voiceType: 'ROBOT' }, 'body.voiceType'],
    [{ title: '' }, 'body.title'],
    [{ customPrompt: 'x'.repeat(501) }, 'body.customPrompt'],
  ])('answers 400 naming the field for %j', async (change, field) => {
    const response = await call('POST', '/stories', parent, { ...storyRequest, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(field);
  });

  it('answers 404 for a child that is not the parent’s', async () => {
    const response = await call('POST', '/stories', parent, {
      ...storyRequest,
      childId: '00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(404);
  });

  it('cancels a generation: the story fails with the user’s reason and the job stops', async () => {
    const story = await createStory(testApp.app, parent);
    const cancelled = await cancel(story.id);

    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<{ data: Story }>().data).toMatchObject({
      status: 'archived',
      failureReason: 'Story generation cancelled by user',
      audioStatus: 'failed',
    });
    const [job] = await testApp.database.db
      .select()
      .from(generationJobs)
      .where(eq(generationJobs.storyId, story.id));
    expect(job?.status).toBe('cancelled');
    expect((await cancel(story.id)).statusCode).toBe(409);
  });

  describe('audio status in every state', () => {
    let story: Story;
    const status = async () =>
      (await call('GET', `/stories/${story.id}/audio-status`, other)).json<{ data: StoryAudioStatus }>().data;
    const setChapterStatus = (order: number, value: string) =>
      testApp.database.db
        .update(chapters)
        .set({ status: value })
        .where(and(eq(chapters.storyId, story.id), eq(chapters.order, order)));

    beforeAll(async () => {
      story = await createStory(testApp.app, other);
    });

    it('is pending before anything is written, counting the planned chapters', async () => {
      expect(await status()).toMatchObject({
        status: 'pending',
        totalChapters: 3,
        progress: 0,
        chaptersPending: 3,
      });
    });

    it('is processing while a chapter is narrated, and counts what is ready', async () => {
      const first = await addNarratedChapter(testApp.app, story.id, 1);
      await addNarratedChapter(testApp.app, story.id, 2);
      await testApp.database.db
        .update(chapters)
        .set({ status: 'generating-audio' })
        .where(eq(chapters.id, first.id));
      expect(await status()).toMatchObject({
        status: 'processing',
        progress: 33,
        chaptersReady: 1,
        chaptersProcessing: 1,
        chaptersPending: 1,
      });
      await testApp.database.db.update(chapters).set({ status: 'ready' }).where(eq(chapters.id, first.id));
    });

    it('is completed when every chapter is ready, and failed when one has an error', async () => {
      await addNarratedChapter(testApp.app, story.id, 3);
      expect(await status()).toMatchObject({ status: 'completed', progress: 100, chaptersReady: 3 });
      await setChapterStatus(3, 'error');
      expect(await status()).toMatchObject({ status: 'failed', chaptersError: 1 });
      await setChapterStatus(3, 'ready');
    });

    it('is only visible to its author', async () => {
      expect((await call('GET', `/stories/${story.id}/audio-status`, parent)).statusCode).toBe(404);
    });
  });

  describe('published stories', () => {
    let story: Story;

    beforeAll(async () => {
      story = await createStory(testApp.app, parent, {
        title: 'Moon Garden',
        description: 'Stars and seeds.',
      });
      for (const order of [1, 2, 3]) await addNarratedChapter(testApp.app, story.id, order);
      await testApp.database.db.update(stories).set({ status: 'published' }).where(eq(stories.id, story.id));
      await testApp.database.db
        .update(generationJobs)
        .set({ status: 'completed' })
        .where(eq(generationJobs.storyId, story.id));
    });

    it('shows a story with its chapters in order, each with the size of its audio file', async () => {
      const response = await call('GET', `/stories/${story.id}`);
      const body = response.json<{ data: Story }>().data;
      const fileBytes = Buffer.from('ID3-fake-mp3-bytes-for-range-tests').length;
      expect(body.chapters?.map((chapter) => [chapter.order, chapter.status, chapter.audioBytes])).toEqual([
        [1, 'ready', fileBytes],
        [2, 'ready', fileBytes],
        [3, 'ready', fileBytes],
      ]);
      expect(body).toMatchObject({ audioStatus: 'completed', audioTotals: { ready: 3, total: 3 } });
    });

    it('renames a story, and refuses to change the status of one still generating', async () => {
      const renamed = await call('PATCH', `/stories/${story.id}`, parent, { title: 'Moon Garden Dreams' });
      expect(renamed.json<{ data: Story }>().data.title).toBe('Moon Garden Dreams');
      const generating = await createStory(testApp.app, parent);
      const refused = await call('PATCH', `/stories/${generating.id}`, parent, { status: 'published' });
      expect(refused.statusCode).toBe(409);
      const unpublishable = await call('POST', `/stories/${generating.id}/publish`);
      expect(unpublishable.statusCode).toBe(409);
      const regenerating = await call('POST', `/stories/${story.id}/generate-audio`);
      expect(regenerating.statusCode).toBe(409);
      await cancel(generating.id);
    });

    it('queues an audio regeneration for a finished story', async () => {
      const response = await call('POST', `/stories/${story.id}/generate-audio`);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toMatchObject({
        data: { status: 'queued', progress: 0, jobId: expect.any(String) },
      });
      // The audio status tells the regeneration is not over, though every chapter still reads ready.
      const status = await call('GET', `/stories/${story.id}/audio-status`);
      expect(status.json()).toMatchObject({
        data: {
          status: 'completed',
          regeneration: { jobId: response.json<{ data: { jobId: string } }>().data.jobId, status: 'queued' },
        },
      });
      await testApp.app.generation.queue.cancelForStory(story.id);
      const after = await call('GET', `/stories/${story.id}/audio-status`);
      expect(after.json()).toMatchObject({ data: { regeneration: null } });
    });

    it('publishes a story whose chapters all have audio', async () => {
      await call('PATCH', `/stories/${story.id}`, parent, { status: 'draft' });
      const response = await call('POST', `/stories/${story.id}/publish`);
      expect(response.json<{ data: Story }>().data.status).toBe('published');
    });
  });

  describe('listing', () => {
    let reader: SignedInParent;
    const titles = ['Apple Dreams', 'Blue Whale', 'Cloud Castle', 'Dragon Picnic', 'Elephant Song'];

    beforeAll(async () => {
      reader = await registerParent(testApp.app);
      for (const title of titles) {
        const story = await createStory(testApp.app, reader, { title });
        await testApp.database.db
          .update(stories)
          .set({ status: 'published' })
          .where(eq(stories.id, story.id));
        await testApp.database.db
          .update(generationJobs)
          .set({ status: 'completed' })
          .where(eq(generationJobs.storyId, story.id));
      }
    });

    const list = async (query: string) =>
      (await call('GET', `/stories?${query}`, reader)).json<{
        data: { items: Story[]; nextCursor: string | null };
      }>().data;

    it('pages newest first with a cursor, never repeating or skipping a story', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { items: Story[]; nextCursor: string | null } = await list(
          `limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        );
        seen.push(...page.items.map((story) => story.title));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual([...titles].reverse());
    });

    it('sorts by title, filters by status and searches titles', async () => {
      expect((await list('sortBy=title&sortOrder=asc&limit=3')).items.map((s) => s.title)).toEqual(
        titles.slice(0, 3),
      );
      expect((await list('status=generating')).items).toEqual([]);
      expect((await list('search=whale')).items.map((s) => s.title)).toEqual(['Blue Whale']);
      expect((await list('search=%25')).items).toEqual([]);
    });

    it('gives nothing for another parent’s authorId, and refuses a forged cursor', async () => {
      expect((await list(`authorId=${parent.user.id}`)).items).toEqual([]);
      const forged = Buffer.from(JSON.stringify(['yesterday', 'not-an-id'])).toString('base64url');
      const response = await call('GET', `/stories?cursor=${forged}`, reader);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain('cursor');
    });
  });

  it('deletes an account with its stories and their files', async () => {
    const leaving = await registerParent(testApp.app);
    const story = await createStory(testApp.app, leaving);
    const { audioKey } = await addNarratedChapter(testApp.app, story.id, 1);

    const response = await call('DELETE', `/users/${leaving.user.id}`, leaving);

    expect(response.statusCode).toBe(204);
    expect(await testApp.app.media.store.stat(audioKey)).toBeUndefined();
    expect(await testApp.database.db.select().from(stories).where(eq(stories.id, story.id))).toEqual([]);
  });
});
