import { sql, type SQL } from 'drizzle-orm';

/**
 * The order in which waiting jobs are served (ADR 042): round-robin between client addresses, then
 * between parents, instead of first come, first served. One address (a family, a school, or someone
 * opening many accounts) gets one turn in every round, so ten stories from one address never make an
 * eleventh family wait behind all ten.
 *
 * A job's turn within its address is how many of the address's jobs run now plus its place in the
 * address's own line; the smallest turn goes first. Equal turns go to the address served least recently,
 * then the same again per parent, then the oldest job. The claim and the queue position on the
 * generating screen both read this one definition, so the screen says what the workers will do.
 *
 * A claimed job's `run_after` is when its latest attempt started (job-queue.ts sets it on claim): the
 * due time means nothing once a job runs, and this way "served least recently" and the duration of a
 * job need no column of their own.
 */

/** A job with no recorded address (queued before issue 16) is an address of its own: its parent's. */
const address = (table: string) =>
  sql.raw(`coalesce(${table}.requested_from, 'parent:' || ${table}.author_id::text)`);

/** Queued and due, or running on a lease nobody renewed: what a worker may claim now. */
export const runnable = (table: string): SQL =>
  sql.raw(
    `((${table}.status = 'queued' and ${table}.run_after <= now()) or ` +
      `(${table}.status = 'running' and ${table}.lease_expires_at < now()))`,
  );

/** How far back "served recently" looks; older starts all count as never, which keeps the scan short. */
const SERVED_WINDOW = `interval '1 hour'`;

/** The sort key's columns, compared left to right: the smaller goes first. */
export const TURN_COLUMNS = [
  'address_turn',
  'address_served',
  'parent_turn',
  'parent_served',
  'created_at',
  'id',
] as const;

/** `(r.address_turn, …, r.id)`: the sort key of the ranked job `r`, as one row value. */
export const turnOf = (alias: string): SQL =>
  sql.raw(`(${TURN_COLUMNS.map((column) => `${alias}.${column}`).join(', ')})`);

/**
 * The jobs that satisfy `waiting` (a condition on `generation_jobs w`), each with its sort key
 * (TURN_COLUMNS): a subquery to join on `id`.
 */
export function rankedJobs(waiting: SQL): SQL {
  return sql`(
    with waiting as (
      select w.id, w.author_id, ${address('w')} as address, w.created_at
      from generation_jobs w
      where ${waiting}
    ),
    busy as (
      select ${address('b')} as address, b.author_id
      from generation_jobs b
      where b.status = 'running' and b.lease_expires_at >= now()
    ),
    served as (
      select ${address('s')} as address, s.author_id, s.run_after as started_at
      from generation_jobs s
      -- A stalled job (lease expired) was not really served: it waits again from its old place.
      where (s.status = 'completed' or (s.status = 'running' and s.lease_expires_at >= now()))
        and s.run_after > now() - ${sql.raw(SERVED_WINDOW)}
    )
    select waiting.id,
      (select count(*) from busy where busy.address = waiting.address)
        + row_number() over (partition by waiting.address order by waiting.created_at, waiting.id)
        as address_turn,
      coalesce((select max(started_at) from served where served.address = waiting.address), '-infinity')
        as address_served,
      (select count(*) from busy where busy.author_id = waiting.author_id)
        + row_number() over (partition by waiting.author_id order by waiting.created_at, waiting.id)
        as parent_turn,
      coalesce((select max(started_at) from served where served.author_id = waiting.author_id), '-infinity')
        as parent_served,
      waiting.created_at
    from waiting
  )`;
}
