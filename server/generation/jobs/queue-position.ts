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
  /** Seconds until it starts, from how long recent chapters took; null when no job finished lately. */
  estimateSeconds: number | null;
}

/** How many recent jobs the estimate averages, and how far back it looks for them. */
const RECENT_JOBS = 20;
const RECENT_WINDOW = `interval '1 day'`;

/**
 * The chapters job `j` narrates: a whole story, or one chapter for a rewrite. A 12-chapter story ahead
 * is four 3-chapter ones, not one.
 */
const chapters = (job: string) =>
  sql.raw(
    `(case when ${job}.kind = 'rewrite-chapter' then 1 ` +
      `else (select s.chapter_count from stories s where s.id = ${job}.story_id) end)`,
  );

/** Running on a lease someone renews: a worker is on it now. */
const runningNow = (job: string) =>
  sql.raw(`(${job}.status = 'running' and ${job}.lease_expires_at >= now())`);

interface PositionRow extends Record<string, unknown> {
  ahead: number | string;
  ahead_chapters: number | string;
  running: number | string;
  running_chapters_left: number | string;
  seconds_per_chapter: number | string | null;
}

/** Null unless the story's write-and-narrate job is waiting (queued) now. */
export async function queuePosition(db: Database, storyId: string): Promise<QueuePosition | null> {
  const mine = sql`(select id from generation_jobs
    where story_id = ${storyId} and kind = 'write-and-narrate' and status = 'queued' limit 1)`;
  const result: unknown = await db.execute(sql`
    with ranked as ${rankedJobs(sql`(${runnable('w')} or w.id = ${mine})`)},
    before as (
      select r.id from ranked r join ranked t on t.id = ${mine}
      where ${turnOf('r')} < ${turnOf('t')}
    )
    select
      (select count(*) from before) as ahead,
      (select coalesce(sum(${chapters('j')}), 0)
        from before join generation_jobs j on j.id = before.id) as ahead_chapters,
      (select count(*) from generation_jobs j where ${runningNow('j')}) as running,
      -- What is left of each running job, from the chapters it reports narrated.
      (select coalesce(sum(${chapters('j')} * (100 - j.progress) / 100.0), 0)
        from generation_jobs j where ${runningNow('j')}) as running_chapters_left,
      (select avg(seconds / chapters) from (
        select extract(epoch from j.updated_at - j.run_after) as seconds, ${chapters('j')} as chapters
        from generation_jobs j
        where j.status = 'completed' and j.run_after > now() - ${sql.raw(RECENT_WINDOW)}
        order by j.run_after desc limit ${RECENT_JOBS}) recent) as seconds_per_chapter
    where exists (select 1 from ranked where id = ${mine})`);
  // Both drivers (PGlite, node-postgres) answer a raw query with `{ rows }`; the common type leaves it open.
  const [row] = (result as { rows: PositionRow[] }).rows;
  if (!row) return null;
  const perChapter = row.seconds_per_chapter === null ? null : Number(row.seconds_per_chapter);
  const chaptersBefore = Number(row.ahead_chapters) + Number(row.running_chapters_left);
  return {
    ahead: Number(row.ahead),
    estimateSeconds: perChapter === null ? null : estimate(chaptersBefore, Number(row.running), perChapter),
  };
}

/**
 * The chapters of the jobs ahead and what is left of the running ones, shared among the jobs running
 * now (the parallelism the workers show; one when none runs).
 */
function estimate(chaptersBefore: number, running: number, secondsPerChapter: number): number {
  return Math.ceil((secondsPerChapter * chaptersBefore) / Math.max(running, 1));
}
