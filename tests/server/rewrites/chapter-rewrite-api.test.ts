import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChapterRewrite } from '../../../src/contract/chapter-rewrite';
import { chapters, generationJobs } from '../../../server/db/story-tables';
import { registerParent, type SignedInParent } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { addNarratedChapter, createStory, finishedStory } from '../helpers/stories';

/**
 * The rules of a parent's chapter rewrite (ADR 035), without the job runner: who may ask, when, and
 * how often. The rewrite itself is in chapter-rewrite-pipeline.test.ts.
 */

describe('POST /stories/{id}/chapters/{chapterId}/rewrite', () => {
  let testApp: TestApp;
  let parent: SignedInParent;
  let other: SignedInParent;

  beforeAll(async () => {
    testApp = await buildTestApp();
    [parent, other] = [await registerParent(testApp.app), await registerParent(testApp.app)];
  });
  afterAll(() => testApp.close());

  /** A finished three-chapter story of `owner`'s, its chapters narrated. */
  async function narratedStory(owner: SignedInParent) {
    const story = await finishedStory(testApp.app, owner);
    const added = [];
    for (const order of [1, 2, 3]) added.push(await addNarratedChapter(testApp.app, story.id, order));
    return { story, chapterIds: added.map((chapter) => chapter.id) };
  }

  const rewrite = (as: SignedInParent, storyId: string, chapterId: string, payload: object) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/v1/stories/${storyId}/chapters/${chapterId}/rewrite`,
      headers: as.headers,
      payload,
    });
  const latest = (as: SignedInParent, storyId: string) =>
    testApp.app.inject({ method: 'GET', url: `/api/v1/stories/${storyId}/rewrite`, headers: as.headers });

  it('queues the rewrite and answers 202 with the job the page follows', async () => {
    const { story, chapterIds } = await narratedStory(parent);
    expect((await latest(parent, story.id)).json()).toEqual({ data: null });

    const response = await rewrite(parent, story.id, chapterIds[1]!, { instruction: 'shorter' });

    expect(response.statusCode, response.body).toBe(202);
    const job = response.json<{ data: ChapterRewrite }>().data;
    expect(job).toMatchObject({
      chapterId: chapterIds[1],
      instruction: 'shorter',
      status: 'queued',
      failure: null,
    });
    expect((await latest(parent, story.id)).json<{ data: ChapterRewrite }>().data.jobId).toBe(job.jobId);
  });

  it("answers another parent's story, or its chapter, like one that does not exist", async () => {
    const { story, chapterIds } = await narratedStory(parent);
    const own = await narratedStory(other);

    const foreignStory = await rewrite(other, story.id, chapterIds[0]!, { instruction: 'gentler' });
    // Their own story with a chapter of another story.
    const foreignChapter = await rewrite(other, own.story.id, chapterIds[0]!, { instruction: 'gentler' });
    const latestOfForeign = await latest(other, story.id);

    expect(foreignStory.statusCode).toBe(404);
    expect(foreignChapter.statusCode).toBe(404);
    expect(foreignChapter.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Chapter not found' });
    expect(latestOfForeign.statusCode).toBe(404);
    const jobs = await testApp.database.db
      .select()
      .from(generationJobs)
      .where(eq(generationJobs.storyId, story.id));
    expect(jobs.filter((job) => job.kind === 'rewrite-chapter')).toHaveLength(0);
  });

  it('rewrites one chapter of a story at a time, and not while the story is narrated again', async () => {
    const { story, chapterIds } = await narratedStory(parent);
    expect((await rewrite(parent, story.id, chapterIds[0]!, { instruction: 'again' })).statusCode).toBe(202);

    const second = await rewrite(parent, story.id, chapterIds[2]!, { instruction: 'gentler' });
    const regenerate = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/stories/${story.id}/generate-audio`,
      headers: parent.headers,
    });

    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'REWRITE_IN_PROGRESS' });
    expect(regenerate.statusCode).toBe(409);
    expect(regenerate.json()).toMatchObject({ code: 'REWRITE_IN_PROGRESS' });
    // Another story of the same parent may be rewritten meanwhile: the limit is per story.
    const another = await narratedStory(parent);
    expect(
      (await rewrite(parent, another.story.id, another.chapterIds[0]!, { instruction: 'again' })).statusCode,
    ).toBe(202);
  });

  it('refuses a story that is not finished', async () => {
    const { story, chapterIds } = await narratedStory(other);
    // Still being written (it holds the parent's one generation: made last).
    const generating = await createStory(testApp.app, other);
    const chapter = await addNarratedChapter(testApp.app, generating.id, 1);
    await testApp.database.db
      .update(chapters)
      .set({ status: 'generating-audio' })
      .where(eq(chapters.id, chapterIds[2]!));

    const whileGenerating = await rewrite(other, generating.id, chapter.id, { instruction: 'gentler' });
    const whileNarrating = await rewrite(other, story.id, chapterIds[0]!, { instruction: 'gentler' });

    expect(whileGenerating.statusCode).toBe(409);
    expect(whileGenerating.json()).toMatchObject({ code: 'NOT_REWRITABLE' });
    expect(whileNarrating.statusCode).toBe(409);
  });

  it.each([
    [{ instruction: 'scarier' }, 'body.instruction'],
    [{}, 'body.instruction'],
    [{ instruction: 3 }, 'body.instruction'],
  ])('rejects %j with a 400 naming the field', async (payload, field) => {
    const { story, chapterIds } = await narratedStory(parent);
    const response = await rewrite(parent, story.id, chapterIds[0]!, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining(field),
    });
  });

  it('rejects a chapter id that is not a UUID with a 400 naming it', async () => {
    const { story } = await narratedStory(parent);
    const response = await rewrite(parent, story.id, 'chapter-two', { instruction: 'gentler' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.stringContaining('params.chapterId') });
  });
});
