import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rankedJobs, runnable, turnOf } from './claim-order';

/**
 * Where a story waits in the generation queue, and about how long until it starts (ADR 042): what the
 * generating screen shows as "2 stories ahead of yours · about 3 minutes".
 */

export interface QueuePosition {
  /** Runnable jobs the claim order serves before this one. */
  ahead: number;
  /** Seconds until it starts, from how long recent jobs took; null when no job finished lately. */
  estimateSeconds: number | null;
}

/** How many recent jobs the estimate averages, and how far back it looks for them. */
const RECENT_JOBS = 20;
const RECENT_WINDOW = `interval '1 day'`;

interface PositionRow extends Record<string, unknown> {
  ahead: number | string;
  running: number | string;
  average_seconds: number | string | null;
}

/** Null unless the story's write-and-narrate job is waiting (queued) now. */
export async function queuePosition(db: Database, storyId: string): Promise<QueuePosition | null> {
  const mine = sql`(select id from generation_jobs
    where story_id = ${storyId} and kind = 'write-and-narrate' and status = 'queued' limit 1)`;
  const result: unknown = await db.execute(sql`
    with ranked as ${rankedJobs(sql`(${runnable('w')} or w.id = ${mine})`)}
    select
      (select count(*) from ranked r join ranked t on t.id = ${mine}
        where ${turnOf('r')} < ${turnOf('t')}) as ahead,
      (select count(*) from generation_jobs
        where status = 'running' and lease_expires_at >= now()) as running,
      (select avg(extract(epoch from updated_at - run_after)) from (
        select updated_at, run_after from generation_jobs
        where status = 'completed' and run_after > now() - ${sql.raw(RECENT_WINDOW)}
        order by run_after desc limit ${RECENT_JOBS}) recent) as average_seconds
    where exists (select 1 from ranked where id = ${mine})`);
  // Both drivers (PGlite, node-postgres) answer a raw query with `{ rows }`; the common type leaves it open.
  const [row] = (result as { rows: PositionRow[] }).rows;
  if (!row) return null;
  const ahead = Number(row.ahead);
  const average = row.average_seconds === null ? null : Number(row.average_seconds);
  return { ahead, estimateSeconds: average === null ? null : estimate(ahead, Number(row.running), average) };
}

/**
 * The jobs ahead, plus the half left on average of each running one, shared among the jobs running
 * now (the parallelism the workers show; one when none runs).
 */
function estimate(ahead: number, running: number, averageSeconds: number): number {
  return Math.ceil((averageSeconds * (ahead + running / 2)) / Math.max(running, 1));
}
