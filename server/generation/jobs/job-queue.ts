import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { generationJobs, type GenerationJobRow } from '../../db/story-tables';
import { rankedJobs, runnable, TURN_COLUMNS } from './claim-order';

/**
 * The durable queue behind story generation (DESIGN decision 5). Jobs are rows: a worker claims one with
 * `FOR UPDATE SKIP LOCKED` (so several servers never take the same job) and holds it by a lease it keeps
 * renewing. A worker that dies stops renewing; once the lease expires any worker claims the job again,
 * and the job's steps skip what is already stored. All times come from the database clock, so servers
 * with skewed clocks still agree on who holds a lease.
 */

export const JOB_KINDS = ['write-and-narrate', 'regenerate-audio', 'rewrite-chapter'] as const;
export type JobKind = (typeof JOB_KINDS)[number];
export const isJobKind = (kind: string): kind is JobKind => (JOB_KINDS as readonly string[]).includes(kind);

export interface JobQueueOptions {
  /** How long a claim lasts without a heartbeat. */
  leaseMs: number;
  /** First retry delay; doubles with every failed attempt. */
  retryBaseMs: number;
}

export const defaultJobQueueOptions: JobQueueOptions = { leaseMs: 20_000, retryBaseMs: 2_000 };

const interval = (ms: number) => sql`now() + ${`${Math.round(ms)} milliseconds`}::interval`;

export function createJobQueue(db: Database, options: JobQueueOptions = defaultJobQueueOptions) {
  const running = (jobId: string, workerId: string) =>
    and(
      eq(generationJobs.id, jobId),
      eq(generationJobs.lockedBy, workerId),
      eq(generationJobs.status, 'running'),
    );

  return {
    /**
     * Claims the runnable job (queued and due, or running with an expired lease) that comes first in
     * the fair order of claim-order.ts. The candidate locks only its own row, skipping rows another
     * worker holds, and the lock re-checks that the row is still runnable, so two workers never take
     * the same job.
     */
    async claim(workerId: string): Promise<GenerationJobRow | undefined> {
      const candidate = sql`
        select j.id from generation_jobs j
        join ${rankedJobs(runnable('w'))} r on r.id = j.id
        where ${runnable('j')}
        order by ${sql.raw(TURN_COLUMNS.map((column) => `r.${column}`).join(', '))}
        limit 1
        for update of j skip locked`;
      const [job] = await db
        .update(generationJobs)
        .set({
          status: 'running',
          lockedBy: workerId,
          leaseExpiresAt: interval(options.leaseMs),
          // When this attempt started: the fair order and the queue's time estimate read it.
          runAfter: sql`now()`,
          attempts: sql`${generationJobs.attempts} + 1`,
        })
        .where(sql`${generationJobs.id} = (${candidate})`)
        .returning();
      return job;
    },

    /** Renews the lease; false when the job is no longer ours (cancelled, or taken over after a stall). */
    async heartbeat(jobId: string, workerId: string, progress?: number): Promise<boolean> {
      const rows = await db
        .update(generationJobs)
        .set({ leaseExpiresAt: interval(options.leaseMs), ...(progress === undefined ? {} : { progress }) })
        .where(running(jobId, workerId))
        .returning({ id: generationJobs.id });
      return rows.length === 1;
    },

    async complete(jobId: string, workerId: string): Promise<void> {
      await db
        .update(generationJobs)
        // The database's clock, like run_after: their difference is how long the job took.
        .set({
          status: 'completed',
          progress: 100,
          lockedBy: null,
          leaseExpiresAt: null,
          updatedAt: sql`now()`,
        })
        .where(running(jobId, workerId));
    },

    /**
     * Records a failed attempt: the job is queued again after a backoff, or fails for good once it has
     * used its attempts (or when the error says retrying cannot help). Resolves true when it is final.
     */
    async fail(job: GenerationJobRow, workerId: string, error: string, retryable: boolean): Promise<boolean> {
      const final = !retryable || job.attempts >= job.maxAttempts;
      const delay = options.retryBaseMs * 2 ** Math.max(0, job.attempts - 1) * (1 + Math.random() * 0.25);
      await db
        .update(generationJobs)
        .set(
          final
            ? { status: 'failed', lastError: error, lockedBy: null, leaseExpiresAt: null }
            : {
                status: 'queued',
                lastError: error,
                lockedBy: null,
                leaseExpiresAt: null,
                runAfter: interval(delay),
              },
        )
        .where(running(job.id, workerId));
      return final;
    },

    /** Hands a job back untouched when this worker stops (SIGTERM): the attempt does not count. */
    async release(jobId: string, workerId: string): Promise<void> {
      await db
        .update(generationJobs)
        .set({
          status: 'queued',
          lockedBy: null,
          leaseExpiresAt: null,
          runAfter: sql`now()`,
          attempts: sql`greatest(${generationJobs.attempts} - 1, 0)`,
        })
        .where(running(jobId, workerId));
    },

    /** Stops every unfinished job of a story (the parent cancelled, or deleted it). */
    async cancelForStory(storyId: string): Promise<void> {
      await db
        .update(generationJobs)
        .set({ status: 'cancelled', lockedBy: null, leaseExpiresAt: null })
        .where(
          and(eq(generationJobs.storyId, storyId), inArray(generationJobs.status, ['queued', 'running'])),
        );
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
