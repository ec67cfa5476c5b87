import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Story, StoryAudioStatus } from '../../../../src/contract/story';
import { generationJobs } from '../../../../server/db/story-tables';
import { createJobQueue } from '../../../../server/generation/jobs/job-queue';
import { registerParent, type SignedInParent } from '../../helpers/accounts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { storyRequest } from '../../helpers/stories';

/**
 * The queue line of the generating screen (ADR 042): how many stories go before a parent's, and about
 * how long until writing starts, read from GET /stories/{id}/audio-status. The runner is off; the test
 * claims and completes jobs as a worker would.
 */

const homeX = '203.0.113.10';
const homeY = '198.51.100.20';

describe('the queue position of a waiting story', () => {
  let testApp: TestApp;
  const families: Record<'a' | 'b' | 'c', { parent: SignedInParent; story: string }> = {} as never;

  const queue = () => createJobQueue(testApp.database.db, { leaseMs: 60_000, retryBaseMs: 60_000 });

  async function queued(address: string, chapterCount: number = storyRequest.chapterCount) {
    const parent = await registerParent(testApp.app);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/stories',
      headers: parent.headers,
      payload: { ...storyRequest, chapterCount },
      remoteAddress: address,
    });
    expect(response.statusCode, response.body).toBe(201);
    return { parent, story: response.json<{ data: Story }>().data.id };
  }

  const setProgress = (story: string, progress: number) =>
    testApp.database.db.update(generationJobs).set({ progress }).where(eq(generationJobs.storyId, story));

  const queueOf = (family: 'a' | 'b' | 'c') => positionOf(families[family]);

  async function positionOf({ parent, story }: { parent: SignedInParent; story: string }) {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/stories/${story}/audio-status`,
      headers: parent.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: StoryAudioStatus }>().data.queue;
  }

  beforeAll(async () => {
    testApp = await buildTestApp();
    families.a = await queued(homeX);
    families.b = await queued(homeX);
    families.c = await queued(homeY);
  });
  afterAll(() => testApp.close());

  it('counts the stories the fair order serves first, with no estimate before any story finished', async () => {
    expect(await queueOf('a')).toEqual({ ahead: 0, estimateSeconds: null });
    expect(await queueOf('c')).toEqual({ ahead: 1, estimateSeconds: null });
    expect(await queueOf('b')).toEqual({ ahead: 2, estimateSeconds: null });
  });

  it('says nothing of a queue once writing has started', async () => {
    const job = await queue().claim('worker');
    expect(job?.storyId).toBe(families.a.story);
    expect(await queueOf('a')).toBeNull();
    // C, on another address, goes before B, whose address has a story running.
    expect(await queueOf('c')).toMatchObject({ ahead: 0 });
    expect(await queueOf('b')).toMatchObject({ ahead: 1 });
  });

  it('estimates the wait from how long recent chapters took', async () => {
    // A's 3 chapters took 60 seconds: 20 s a chapter.
    await testApp.database.db
      .update(generationJobs)
      .set({ status: 'completed', runAfter: sql`now() - interval '60 seconds'`, updatedAt: sql`now()` })
      .where(eq(generationJobs.storyId, families.a.story));
    expect(await queueOf('c')).toEqual({ ahead: 0, estimateSeconds: 0 });
    expect(await queueOf('b')).toEqual({ ahead: 1, estimateSeconds: 60 });

    // C starts: B is next, after all of C's chapters…
    expect((await queue().claim('worker'))?.storyId).toBe(families.c.story);
    expect(await queueOf('b')).toEqual({ ahead: 0, estimateSeconds: 60 });
    // …then only the one left once C reports two of three narrated.
    await setProgress(families.c.story, 67);
    expect(await queueOf('b')).toEqual({ ahead: 0, estimateSeconds: 20 });
  });

  it('is null for a story that is not generating', async () => {
    await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/stories/${families.b.story}/cancel`,
      headers: families.b.parent.headers,
    });
    expect(await queueOf('b')).toBeNull();
  });

  it('counts a long story ahead by its chapters, not as one story', async () => {
    // B gave up; a 12-chapter story and then a 3-chapter one wait, each from an address of its own.
    const long = await queued('192.0.2.30', 12);
    const short = await queued('192.0.2.40');
    expect(await positionOf(long)).toEqual({ ahead: 0, estimateSeconds: 20 });
    // The one chapter left of C, then all twelve of the long story: 13 × 20 s.
    expect(await positionOf(short)).toEqual({ ahead: 1, estimateSeconds: 260 });
  });
});
