import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Story } from '../../../../src/contract/story';
import { generationJobs } from '../../../../server/db/story-tables';
import { createJobQueue } from '../../../../server/generation/jobs/job-queue';
import { registerParent, type SignedInParent } from '../../helpers/accounts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { storyRequest } from '../../helpers/stories';

/**
 * The claim order of ADR 042: families take turns by address, then by parent, instead of first come,
 * first served. The job runner is off; the test claims as a worker would.
 */

const homeX = '203.0.113.10';
const homeY = '198.51.100.20';

describe('the fair claim order', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());
  beforeEach(async () => {
    await testApp.database.db.delete(generationJobs);
  });

  const queue = () => createJobQueue(testApp.database.db, { leaseMs: 60_000, retryBaseMs: 60_000 });

  async function storyFrom(address: string, parent?: SignedInParent): Promise<string> {
    const asker = parent ?? (await registerParent(testApp.app));
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/stories',
      headers: asker.headers,
      payload: storyRequest,
      remoteAddress: address,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: Story }>().data.id;
  }

  const storyOf = async (jobId: string | undefined) => {
    const [row] = await testApp.database.db
      .select({ storyId: generationJobs.storyId, requestedFrom: generationJobs.requestedFrom })
      .from(generationJobs)
      .where(eq(generationJobs.id, jobId ?? ''));
    return row;
  };

  it('serves the family on another address before a second family on the first one', async () => {
    const a = await storyFrom(homeX);
    const b = await storyFrom(homeX);
    const c = await storyFrom(homeY);

    const order = [];
    for (let turn = 0; turn < 3; turn += 1) order.push((await queue().claim(`worker-${turn}`))?.storyId);
    expect(order).toEqual([a, c, b]);
    expect(await queue().claim('worker-idle')).toBeUndefined();
  });

  it('records the address that asked for each story', async () => {
    const story = await storyFrom(homeY);
    const job = await queue().claim('worker');
    expect(await storyOf(job?.id)).toEqual({ storyId: story, requestedFrom: homeY });
  });

  it('lets one address with many accounts take only every other turn', async () => {
    const crowded = [];
    for (let index = 0; index < 4; index += 1) crowded.push(await storyFrom(homeX));
    const other = await storyFrom(homeY);

    // One worker at a time, each job finishing before the next claim.
    const order = [];
    for (let turn = 0; turn < 5; turn += 1) {
      const job = await queue().claim('worker');
      order.push(job?.storyId);
      await queue().complete(job?.id ?? '', 'worker');
    }
    // X was served first, so Y, served least recently, goes next; then X's line resumes.
    expect(order).toEqual([crowded[0], other, crowded[1], crowded[2], crowded[3]]);
  });

  it('still takes over a job whose lease expired, ahead of a family that has not started', async () => {
    const stalled = await storyFrom(homeX);
    const job = await queue().claim('worker-that-dies');
    const waiting = await storyFrom(homeY);
    await testApp.database.db
      .update(generationJobs)
      .set({ leaseExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(generationJobs.id, job?.id ?? ''));

    const takenOver = await queue().claim('worker-b');
    expect(takenOver).toMatchObject({ storyId: stalled, lockedBy: 'worker-b', attempts: 2 });
    expect((await queue().claim('worker-c'))?.storyId).toBe(waiting);
  });

  it('leaves a failed job waiting out its backoff, serving others meanwhile', async () => {
    await storyFrom(homeX);
    const job = await queue().claim('worker');
    if (!job) throw new Error('expected a claim');
    expect(await queue().fail(job, 'worker', 'writer offline', true)).toBe(false);
    const later = await storyFrom(homeY);

    expect((await queue().claim('worker'))?.storyId).toBe(later);
    expect(await queue().claim('worker')).toBeUndefined();
  });

  it('never gives one job to two workers claiming at once', async () => {
    const stories = [];
    for (const address of [homeX, homeX, homeY, homeY]) stories.push(await storyFrom(address));
    const claims = await Promise.all(['w1', 'w2', 'w3', 'w4', 'w5'].map((id) => queue().claim(id)));
    const claimed = claims.flatMap((job) => (job ? [job.storyId] : []));
    expect([...claimed].sort()).toEqual([...stories].sort());
  });
});
