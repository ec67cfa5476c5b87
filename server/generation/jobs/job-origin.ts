import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { generationJobs } from '../../db/story-tables';
import { AppError } from '../../errors';

/**
 * Where a job was asked from (ADR 042): the client address that queued it takes turns with every other
 * address (claim-order.ts), and may have only so many jobs waiting at once. Without the cap, one
 * address could fill the queue with accounts; with it, a school or a library behind one NAT still has
 * room for several families at the same moment.
 */
export interface JobOrigin {
  /** request.ip: the client's address, or the proxy's when TRUST_PROXY is off. */
  address: string;
  maxQueuedPerAddress: number;
}

/** Anything that runs queries: the database or a transaction. */
type Queries = Pick<Database, 'select' | 'execute'>;

export const addressQueueFull = () =>
  new AppError(
    'ADDRESS_QUEUE_FULL',
    429,
    'Too many stories are waiting from your network; try again when one has started',
  );

/**
 * Call inside the transaction that inserts the job, before the insert: it holds the address's lock
 * until that transaction ends, so two requests from one address cannot both take the last place.
 */
export async function lockAddressQueue(tx: Queries, origin: JobOrigin | undefined): Promise<void> {
  if (!origin) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`job-origin:${origin.address}`}))`);
}

/** Call after the insert, in the same transaction: throws (so rolling it back) when the address is over. */
export async function assertAddressHasRoom(tx: Queries, origin: JobOrigin | undefined): Promise<void> {
  if (!origin) return;
  const [row] = await tx
    .select({ waiting: count() })
    .from(generationJobs)
    .where(and(eq(generationJobs.requestedFrom, origin.address), eq(generationJobs.status, 'queued')));
  if ((row?.waiting ?? 0) > origin.maxQueuedPerAddress) throw addressQueueFull();
}
