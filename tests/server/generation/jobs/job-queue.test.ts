import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationJobs } from '../../../../server/db/story-tables';
import { createJobQueue } from '../../../../server/generation/jobs/job-queue';
import { registerParent } from '../../helpers/accounts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { createStory } from '../../helpers/stories';

describe('the generation job queue', () => {
  let testApp: TestApp;
  let jobIds: string[];

  beforeAll(async () => {
    testApp = await buildTestApp();
    jobIds = [];
    for (let index = 0; index < 3; index += 1) {
      const parent = await registerParent(testApp.app);
      const story = await createStory(testApp.app, parent);
      const [job] = await testApp.database.db
        .select({ id: generationJobs.id })
        .from(generationJobs)
        .where(eq(generationJobs.storyId, story.id));
      jobIds.push(job?.id ?? '');
    }
  });
  afterAll(() => testApp.close());

  const queue = () => createJobQueue(testApp.database.db, { leaseMs: 60_000, retryBaseMs: 1_000 });

  it('never gives one job to two workers claiming at once, oldest first', async () => {
    const claims = await Promise.all([
      queue().claim('worker-a'),
      queue().claim('worker-b'),
      queue().claim('worker-c'),
    ]);
    const claimed = claims.map((job) => job?.id);
    expect(new Set(claimed).size).toBe(3);
    expect([...claimed].sort()).toEqual([...jobIds].sort());
    expect(await queue().claim('worker-d')).toBeUndefined();
  });

  it('lets another worker take over a job whose lease expired, counting the attempt', async () => {
    const [stale] = jobIds;
    await testApp.database.db
      .update(generationJobs)
      .set({ leaseExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(generationJobs.id, stale ?? ''));

    const taken = await queue().claim('worker-e');
    expect(taken).toMatchObject({ id: stale, lockedBy: 'worker-e', attempts: 2 });
    // The worker that lost it can no longer renew it.
    const original = await testApp.database.db
      .select()
      .from(generationJobs)
      .where(eq(generationJobs.id, stale ?? ''));
    expect(original[0]?.lockedBy).toBe('worker-e');
  });

  it('renews a lease only for the worker holding it', async () => {
    const [, second] = jobIds;
    const [row] = await testApp.database.db
      .select()
      .from(generationJobs)
      .where(eq(generationJobs.id, second ?? ''));
    const holder = row?.lockedBy ?? '';
    expect(await queue().heartbeat(second ?? '', 'someone-else')).toBe(false);
    expect(await queue().heartbeat(second ?? '', holder, 40)).toBe(true);
  });

  it('queues a failed attempt again after a backoff, and fails it for good after the last attempt', async () => {
    const [, , third] = jobIds;
    const [row] = await testApp.database.db
      .select()
      .from(generationJobs)
      .where(eq(generationJobs.id, third ?? ''));
    if (!row?.lockedBy) throw new Error('expected a claimed job');

    expect(await queue().fail(row, row.lockedBy, 'writer offline', true)).toBe(false);
    const [retried] = await testApp.database.db
      .select({ status: generationJobs.status, due: sql<boolean>`${generationJobs.runAfter} > now()` })
      .from(generationJobs)
      .where(eq(generationJobs.id, row.id));
    expect(retried).toEqual({ status: 'queued', due: true });

    const last = { ...row, attempts: row.maxAttempts };
    await testApp.database.db
      .update(generationJobs)
      .set({ status: 'running', lockedBy: row.lockedBy })
      .where(eq(generationJobs.id, row.id));
    expect(await queue().fail(last, row.lockedBy, 'writer offline', true)).toBe(true);
    const [failed] = await testApp.database.db
      .select()
      .from(generationJobs)
      .where(eq(generationJobs.id, row.id));
    expect(failed).toMatchObject({ status: 'failed', lastError: 'writer offline' });
  });
});
