import { eq } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Story } from '../../../../src/contract/story';
import { generationJobs } from '../../../../server/db/story-tables';
import { createOpenAiWriter } from '../../../../server/generation/writer/openai/openai-writer';
import type { StoryWriter } from '../../../../server/generation/writer/types';
import { registerParent, type SignedInParent } from '../../helpers/accounts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { createStory } from '../../helpers/stories';
import { startChatStub, type ChatStub } from '../openai-writer/chat-stub-server';

/**
 * Retries with backoff, and a story that fails for good, using an OpenAI-compatible writer whose
 * service (a local stub: the only fake, a third party) fails on purpose.
 */

const shortStory = JSON.stringify({
  title: 'The Little Lighthouse',
  description: 'A lighthouse learns to shine softly.',
  chapters: [1, 2, 3].map((n) => ({
    title: `Light ${n}`,
    paragraphs: [`The lighthouse glowed softly, part ${n}.`],
  })),
});

describe('generation jobs that fail', { timeout: 60_000 }, () => {
  let stub: ChatStub;
  let testApp: TestApp;
  let parent: SignedInParent;

  beforeAll(async () => {
    stub = await startChatStub();
    testApp = await buildTestApp({
      generation: {
        runJobs: true,
        pollMs: 50,
        heartbeatMs: 1_000,
        queue: { retryBaseMs: 100 },
        writer: createOpenAiWriter({ baseUrl: stub.baseUrl, model: 'stub', timeoutMs: 5_000 }),
      },
    });
    parent = await registerParent(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
    await stub.close();
  });

  async function settle(id: string): Promise<Story> {
    const deadline = Date.now() + 45_000;
    for (;;) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/v1/stories/${id}`,
        headers: parent.headers,
      });
      const story = response.json<{ data: Story }>().data;
      if (story.status !== 'generating' || Date.now() > deadline) return story;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const jobOf = async (storyId: string) =>
    (await testApp.database.db.select().from(generationJobs).where(eq(generationJobs.storyId, storyId)))[0];

  it('retries a failed attempt after a backoff and then succeeds', async () => {
    stub.answers.push({ status: 503 }, { content: shortStory });
    const story = await settle((await createStory(testApp.app, parent)).id);

    expect(story.status).toBe('published');
    expect(story.chapters).toHaveLength(3);
    expect(await jobOf(story.id)).toMatchObject({ status: 'completed', attempts: 2 });
    expect(stub.requests).toHaveLength(2);
  });

  it('gives up after its attempts: the story ends failed, with its reason', async () => {
    stub.requests.length = 0;
    stub.answers.push({ status: 503 }, { status: 503 }, { status: 503 });
    const story = await settle((await createStory(testApp.app, parent)).id);

    expect(story).toMatchObject({
      status: 'archived',
      audioStatus: 'failed',
      failureReason: 'Story generation failed: The story writer answered 503',
    });
    expect(await jobOf(story.id)).toMatchObject({ status: 'failed', attempts: 3 });
    expect(stub.requests).toHaveLength(3);
    // The parent can start a new story at once.
    stub.answers.push({ content: shortStory });
    expect((await settle((await createStory(testApp.app, parent)).id)).status).toBe('published');
  });
});

describe('a job that fails on a query', { timeout: 60_000 }, () => {
  const secretTitle = 'Mila and the Whispering Garden';
  let testApp: TestApp;
  let parent: SignedInParent;

  beforeAll(async () => {
    const failingWriter: StoryWriter = {
      name: 'failing',
      write: (request) =>
        Promise.reject(
          new DrizzleQueryError(
            'insert into "chapters" ("title") values ($1)',
            [request.title ?? ''],
            new Error('boom'),
          ),
        ),
    };
    testApp = await buildTestApp({
      generation: {
        runJobs: true,
        pollMs: 50,
        heartbeatMs: 1_000,
        queue: { retryBaseMs: 50 },
        writer: failingWriter,
      },
    });
    parent = await registerParent(testApp.app);
  });
  afterAll(() => testApp.close());

  it('keeps the statement but never the values: not in the job, not in what the parent reads', async () => {
    const { id } = await createStory(testApp.app, parent, { title: secretTitle });
    const deadline = Date.now() + 45_000;
    let story: Story;
    for (;;) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/v1/stories/${id}`,
        headers: parent.headers,
      });
      story = response.json<{ data: Story }>().data;
      if (story.status !== 'generating' || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const [job] = await testApp.database.db
      .select()
      .from(generationJobs)
      .where(eq(generationJobs.storyId, id));

    expect(story.failureReason).toBe('Story generation failed: the database did not answer');
    expect(job).toMatchObject({ status: 'failed', attempts: 3 });
    expect(job?.lastError).toContain('insert into "chapters"');
    expect(job?.lastError).not.toContain('Whispering');
    expect(job?.lastError).not.toContain('params');
  });
});
