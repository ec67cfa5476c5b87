import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Story, StoryStatus } from '../../../src/contract/story';
import type { App } from '../../../server/app';
import { chapters, generationJobs, stories } from '../../../server/db/story-tables';
import { storyFolder } from '../../../server/storage/story-files';
import type { SignedInParent } from './accounts';

/** Creating stories through the real route, and (for tests without the job runner) chapters directly. */

export const storyRequest = {
  title: 'A animals Story',
  description: 'A gentle story about animals.',
  theme: 'animals',
  ageGroup: '4-8',
  targetDuration: 15,
  chapterCount: 3,
  voiceType: 'WARM_FEMALE',
  language: 'en',
} as const;

export async function createStory(
  app: App,
  parent: SignedInParent,
  overrides: Record<string, unknown> = {},
): Promise<Story> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/stories',
    headers: parent.headers,
    payload: { ...storyRequest, ...overrides },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Story }>().data;
}

/** A narrated chapter stored straight in the database, with an MP3 of `bytes` in the media store. */
export async function addNarratedChapter(
  app: App,
  storyId: string,
  order: number,
  bytes: Buffer = Buffer.from('ID3-fake-mp3-bytes-for-range-tests'),
): Promise<{ id: string; audioKey: string }> {
  const audioKey = `${storyFolder(storyId)}/audio/chapter-${order}.mp3`;
  await app.media.store.put(audioKey, bytes);
  const [row] = await app.database.db
    .insert(chapters)
    .values({
      storyId,
      order,
      title: `Chapter ${order}`,
      paragraphs: [`Paragraph of chapter ${order}.`],
      status: 'ready',
      duration: 120,
      audioKey,
      audioBytes: bytes.length,
    })
    .returning({ id: chapters.id });
  if (!row) throw new Error('chapter insert returned nothing');
  return { id: row.id, audioKey };
}

/**
 * A story created through the real route whose generation is then marked done in the database (no job
 * runner), with the status and, if given, the creation time a test needs.
 */
export async function finishedStory(
  app: App,
  parent: SignedInParent,
  overrides: Record<string, unknown> = {},
  finish: { status?: StoryStatus; failureReason?: string; createdAt?: Date } = {},
): Promise<Story> {
  const story = await createStory(app, parent, overrides);
  const { db } = app.database;
  await db.update(generationJobs).set({ status: 'completed' }).where(eq(generationJobs.storyId, story.id));
  await db
    .update(stories)
    .set({
      status: finish.status ?? 'published',
      failureReason: finish.failureReason ?? null,
      ...(finish.createdAt ? { createdAt: finish.createdAt } : {}),
    })
    .where(eq(stories.id, story.id));
  return story;
}

/**
 * Reads a story through the real route until `done` says so (90 s at most), and every status it was
 * seen in on the way: a test can say a story was never published, not only that it ended unpublished.
 */
export async function followStory(
  app: App,
  parent: SignedInParent,
  id: string,
  done: (story: Story) => boolean = (story) => story.status !== 'generating',
  timeoutMs = 90_000,
): Promise<{ story: Story; seen: Set<StoryStatus> }> {
  const seen = new Set<StoryStatus>();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/stories/${id}`,
      headers: parent.headers,
    });
    const story = response.json<{ data: Story }>().data;
    seen.add(story.status);
    if (done(story)) return { story, seen };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the story did not finish in time');
}
