import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Story } from '../../../src/contract/story';
import { chapters, generationJobs } from '../../../server/db/story-tables';
import { storyRequest } from '../helpers/stories';
import {
  needsPostgres,
  onPostgres,
  registerFamily,
  startCluster,
  type Cluster,
  type Family,
  type Node,
} from './cluster';

/**
 * The generation queue shared by two `npm start` processes, each with its embedded runner (ADR 041).
 * Several families ask at once: both processes take work, no job is claimed by two, and when the
 * process holding a job is killed (SIGKILL, mid-narration) the other finishes that story once the lease
 * (20 s) has passed, without narrating again what was already narrated.
 */

const pidOf = (lockedBy: string | null) => Number(/^worker-(\d+)-/.exec(lockedBy ?? '')?.[1]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!onPostgres)(`one job queue, two processes (${needsPostgres})`, { timeout: 900_000 }, () => {
  let cluster: Cluster;

  beforeAll(async () => {
    cluster = await startCluster(2);
  }, 150_000);
  afterAll(() => cluster?.stop());

  const db = () => cluster.database.database.db;
  const jobsOf = (storyIds: string[]) =>
    db().select().from(generationJobs).where(inArray(generationJobs.storyId, storyIds));
  const chaptersOf = (storyIds: string[]) =>
    db().select().from(chapters).where(inArray(chapters.storyId, storyIds));

  async function askForStories(count: number): Promise<{ family: Family; story: Story }[]> {
    const asked = [];
    for (let index = 0; index < count; index += 1) {
      const node = cluster.nodes[index % 2] as Node;
      const family = await registerFamily(node, `Queue Parent ${index + 1}`);
      const created = await family.call<Story>(node, 'POST', '/stories', storyRequest);
      expect(created.status).toBe(201);
      asked.push({ family, story: created.data });
    }
    return asked;
  }

  it('gives each job to one process, and finishes a killed process’s story on the other', async () => {
    const asked = await askForStories(3);
    const storyIds = asked.map(({ story }) => story.id);
    const [first, second] = cluster.nodes as [Node, Node];
    const pids = new Set([first.process.child.pid, second.process.child.pid]);

    // Watch who holds what until a job has narrated a chapter of its story, then pull that plug.
    const seenHolding = new Set<number>();
    let victim: { pid: number; storyId: string } | undefined;
    const watchUntil = Date.now() + 400_000;
    while (!victim && Date.now() < watchUntil) {
      await sleep(200);
      const running = (await jobsOf(storyIds)).filter((job) => job.status === 'running');
      for (const job of running) seenHolding.add(pidOf(job.lockedBy));
      const narrated = await chaptersOf(storyIds);
      const midway = running.find((job) => {
        const ready = narrated.filter((chapter) => chapter.storyId === job.storyId && chapter.audioKey);
        return ready.length >= 1 && ready.length < storyRequest.chapterCount;
      });
      if (midway) victim = { pid: pidOf(midway.lockedBy), storyId: midway.storyId };
    }
    if (!victim) throw new Error('no job was seen mid-narration');
    const killed = victim.pid === first.process.child.pid ? first : second;
    const survivor = killed === first ? second : first;
    killed.process.child.kill('SIGKILL');
    await killed.process.exited;
    const narratedBeforeKill = new Map(
      (await chaptersOf([victim.storyId]))
        .filter((chapter) => chapter.audioKey)
        .map((chapter) => [chapter.id, chapter.audioGeneratedAt?.getTime()]),
    );

    const finishBy = Date.now() + 450_000;
    let finished: Story[];
    do {
      await sleep(1_000);
      finished = await Promise.all(
        asked.map(
          async ({ family, story }) =>
            (await family.call<Story>(survivor, 'GET', `/stories/${story.id}`)).data,
        ),
      );
    } while (finished.some((story) => story.status === 'generating') && Date.now() < finishBy);

    // Both processes were seen holding jobs, and only these two ever did.
    expect([...seenHolding].sort()).toEqual([...pids].sort());
    for (const story of finished) {
      expect(story.status).toBe('published');
      expect(story.chapters?.map((chapter) => chapter.order)).toEqual([1, 2, 3]);
    }
    // Every job was claimed once, except the killed one: claimed again once, after its lease.
    const jobs = await jobsOf(storyIds);
    expect(jobs).toHaveLength(3);
    for (const job of jobs) {
      expect(job.status).toBe('completed');
      expect(job.attempts).toBe(job.storyId === victim.storyId ? 2 : 1);
    }
    // Each chapter narrated once: one row per (story, order), and the chapters narrated before the kill
    // keep the audio they had (the survivor did not narrate them again).
    const stored = await chaptersOf(storyIds);
    expect(stored).toHaveLength(9);
    expect(stored.every((chapter) => chapter.status === 'ready' && chapter.audioKey)).toBe(true);
    for (const [chapterId, generatedAt] of narratedBeforeKill) {
      expect(stored.find((chapter) => chapter.id === chapterId)?.audioGeneratedAt?.getTime()).toBe(
        generatedAt,
      );
    }
  });
});
