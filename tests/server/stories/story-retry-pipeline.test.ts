import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Story } from '../../../src/contract/story';
import { chapters, stories } from '../../../server/db/story-tables';
import { createOpenAiNarrator } from '../../../server/generation/narrator/openai-narrator';
import { startSpeechStub, type SpeechStub } from '../generation/narrator/fixtures/speech-stub-server';
import { registerParent, type SignedInParent } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { addNarratedChapter, finishedStory } from '../helpers/stories';

/**
 * Retry runs the same idempotent pipeline (ADR 009): a story that failed after its text was written and
 * its first chapter narrated keeps both, and only the chapters without audio are narrated. The narrator
 * is an OpenAI-compatible one talking to a local stub of that service (a third party), so it is quick.
 */

describe('retrying a failed story', { timeout: 60_000 }, () => {
  let stub: SpeechStub;
  let testApp: TestApp;
  let parent: SignedInParent;

  beforeAll(async () => {
    stub = await startSpeechStub();
    testApp = await buildTestApp({
      generation: {
        pollMs: 50,
        heartbeatMs: 1_000,
        narrator: createOpenAiNarrator({ baseUrl: stub.baseUrl, model: 'tts-test', timeoutMs: 5_000 }),
      },
    });
    parent = await registerParent(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
    await stub.close();
  });

  it('keeps what was written and narrated, narrates the rest, and publishes the story', async () => {
    const story = await finishedStory(
      testApp.app,
      parent,
      { title: 'The Patient Owl', description: 'An owl waits for morning.' },
      { status: 'archived', failureReason: 'Story generation failed: the narrator is unavailable' },
    );
    const first = await addNarratedChapter(testApp.app, story.id, 1);
    await testApp.database.db.insert(chapters).values(
      [2, 3].map((order) => ({
        storyId: story.id,
        order,
        title: `Owl ${order}`,
        paragraphs: [`The owl blinked, part ${order}.`],
        status: order === 2 ? 'error' : 'pending',
      })),
    );

    const retried = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/stories/${story.id}/retry`,
      headers: parent.headers,
    });
    expect(retried.statusCode).toBe(202);
    testApp.app.generation.runner.start();

    const done = await waitFor(async () => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/v1/stories/${story.id}`,
        headers: parent.headers,
      });
      const current = response.json<{ data: Story }>().data;
      return current.status === 'generating' ? undefined : current;
    });

    expect(done).toMatchObject({ status: 'published', failureReason: null, audioStatus: 'completed' });
    expect(done.title).toBe('The Patient Owl');
    expect(done.chapters?.map((chapter) => [chapter.order, chapter.title, chapter.status])).toEqual([
      [1, 'Chapter 1', 'ready'],
      [2, 'Owl 2', 'ready'],
      [3, 'Owl 3', 'ready'],
    ]);
    const rows = await testApp.database.db.select().from(chapters).where(eq(chapters.storyId, story.id));
    expect(rows.find((row) => row.order === 1)?.audioKey).toBe(first.audioKey);
    // Only the two chapters without audio went to the speech service (title and one paragraph each).
    expect(stub.requests).toHaveLength(4);
    const [row] = await testApp.database.db.select().from(stories).where(eq(stories.id, story.id));
    expect(row?.duration).toBeGreaterThan(120);
  });
});

async function waitFor<T>(check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('timed out');
}
