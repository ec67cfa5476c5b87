import { randomUUID } from 'node:crypto';
import { withoutParameters } from '../../db/query-error';
import type { GenerationJobRow } from '../../db/story-tables';
import { isJobKind, type JobKind, type JobQueue } from './job-queue';

/**
 * Runs queued jobs in this process: claims one when a slot is free, keeps its lease alive while the
 * handler works, and records the outcome. `stop()` (SIGTERM) stops claiming, aborts what runs and hands
 * those jobs back at once, so a restart — or another server — picks them up without waiting for a lease.
 */

export interface JobContext {
  job: GenerationJobRow;
  signal: AbortSignal;
  /** Reports progress (0–100) with the next heartbeat. */
  reportProgress(percent: number): void;
}

export type JobHandler = (context: JobContext) => Promise<void>;

/** An error that retrying cannot fix (unsafe text, a deleted story): the job fails at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export interface JobRunnerOptions {
  queue: JobQueue;
  handlers: Record<JobKind, JobHandler>;
  /** Called when a job has failed for good, with the last error (the story is marked failed there). */
  onFinalFailure(job: GenerationJobRow, error: Error): Promise<void>;
  log: { error(object: object, message: string): void; info(object: object, message: string): void };
  concurrency?: number;
  pollMs?: number;
  heartbeatMs?: number;
}

const asError = (value: unknown): Error => (value instanceof Error ? value : new Error(String(value)));

export function createJobRunner(options: JobRunnerOptions) {
  const { queue, handlers, log } = options;
  const concurrency = options.concurrency ?? 1;
  const pollMs = options.pollMs ?? 1_000;
  // Well inside the lease (20 s), so a busy event loop never lets a healthy job look abandoned.
  const heartbeatMs = options.heartbeatMs ?? 5_000;
  // The pid tells an operator (and the multi-process tests) which process holds a job.
  const workerId = `worker-${process.pid}-${randomUUID()}`;
  const active = new Map<string, { controller: AbortController; done: Promise<void> }>();
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let idle: Promise<void> = Promise.resolve();

  async function runJob(job: GenerationJobRow, controller: AbortController): Promise<void> {
    let progress: number | undefined;
    const beat = setInterval(() => {
      queue.heartbeat(job.id, workerId, progress).then(
        (stillOurs) => {
          if (!stillOurs) controller.abort(new Error('The job was cancelled or taken over'));
        },
        (error: unknown) => log.error({ err: error, jobId: job.id }, 'job heartbeat failed'),
      );
    }, heartbeatMs);
    try {
      if (!isJobKind(job.kind)) throw new PermanentJobError(`Unknown job kind ${job.kind}`);
      await handlers[job.kind]({
        job,
        signal: controller.signal,
        reportProgress: (percent) => (progress = percent),
      });
      await queue.complete(job.id, workerId);
    } catch (caught) {
      // A failed query keeps its statement but never the values it carried (a parent's text), in the
      // job's last error, the story's failure reason and the log alike.
      const error = asError(withoutParameters(caught));
      if (stopped) {
        await queue.release(job.id, workerId);
      } else if (!controller.signal.aborted) {
        const final = await queue.fail(job, workerId, error.message, !(error instanceof PermanentJobError));
        log.error({ err: error, jobId: job.id, attempt: job.attempts, final }, 'generation job failed');
        if (final) await options.onFinalFailure(job, error);
      }
    } finally {
      clearInterval(beat);
    }
  }

  async function fill(): Promise<void> {
    while (!stopped && active.size < concurrency) {
      const job = await queue.claim(workerId);
      if (!job) return;
      const controller = new AbortController();
      const done = runJob(job, controller)
        .catch((error: unknown) => log.error({ err: error, jobId: job.id }, 'job bookkeeping failed'))
        .finally(() => {
          active.delete(job.id);
          wake();
        });
      active.set(job.id, { controller, done });
    }
  }

  function wake(): void {
    if (stopped) return;
    idle = idle.then(fill).catch((error: unknown) => log.error({ err: error }, 'claiming a job failed'));
  }

  return {
    workerId,
    start(): void {
      if (!stopped) return;
      stopped = false;
      timer = setInterval(wake, pollMs);
      wake();
    },
    /** Claims new work now instead of at the next poll (a job was just queued here). */
    wake,
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await idle;
      for (const { controller } of active.values()) controller.abort(new Error('The server is stopping'));
      await Promise.all([...active.values()].map((entry) => entry.done));
    },
    get activeJobs(): number {
      return active.size;
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
