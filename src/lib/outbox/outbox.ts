import type { Table } from 'dexie';
import type { FablecastDb } from '@/lib/db/db';
import type { OutboxEntry, OutboxRow } from './outbox-row';
import { backoffDelay, classifyFailure, OUTBOX_MAX_ATTEMPTS } from './retry-policy';

// The sync queue (DESIGN decision 12). Invariants:
//  - A row leaves the queue only after a 2xx, or to the dead letters after a refusal (4xx) or its last
//    attempt. Rows are sent in `seq` order; a row waiting for its backoff holds back the ones behind it,
//    so the server sees a device's writes in the order they were made (checklist item 26).
//  - No network call ever runs inside a Dexie transaction: a transaction commits as soon as it waits
//    on anything but IndexedDB (PrematureCommitError). Rows are read, sent, then written back, each
//    step its own short transaction.
//  - One flusher at a time: within the tab by sharing the running flush, across tabs through the Web
//    Locks API (`ifAvailable`: a tab that finds the lock taken leaves the work to the holder). Without
//    Web Locks two tabs may both send a row; the row's `id` makes that replay harmless on the server.

export const OUTBOX_LOCK_NAME = 'fablecast-outbox-flush';

export interface OutboxDeps {
  db: FablecastDb;
  /** Performs the write; rejects with an error carrying `status` (0 for a network failure). */
  send: (row: OutboxRow) => Promise<void>;
  now?: () => number;
  random?: () => number;
  /** Web Locks; `null` to do without (tests, old browsers). Defaults to `navigator.locks`. */
  locks?: LockManager | null;
}

export interface FlushOptions {
  /** Try rows still waiting for their backoff (the network has just come back). */
  ignoreBackoff?: boolean;
}

export interface FlushResult {
  sent: number;
  deadLettered: number;
  /** When the first row still waiting should be tried again, if any. */
  nextAttemptAt: number | null;
  /** Another tab holds the flush. */
  skipped: boolean;
}

function statusOf(error: unknown): number {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return 0;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A write to other tables of the device's database, made in the same transaction as the queued row. */
export interface Alongside {
  tables: Table[];
  /** Only Dexie calls on `tables` may be awaited here. */
  write: () => Promise<unknown>;
}

export function createOutbox({ db, send, now = Date.now, random = Math.random, locks }: OutboxDeps) {
  const lockManager = locks === undefined ? (globalThis.navigator?.locks ?? null) : locks;
  let running: Promise<FlushResult> | null = null;
  let followUp: Promise<FlushResult> | null = null;

  /**
   * Queues a write. `alongside` is the device's own copy of the same change (a favourite), written in
   * the queue's transaction: a tab closed mid-way keeps both or neither, never a change shown here that
   * the server will never get.
   */
  async function enqueue(entry: OutboxEntry, alongside?: Alongside): Promise<void> {
    const row: OutboxRow = {
      id: entry.id,
      kind: entry.kind,
      method: entry.method,
      path: entry.path,
      body: entry.body,
      ...(entry.coalesceKey !== undefined && { coalesceKey: entry.coalesceKey }),
      maxAttempts: entry.maxAttempts ?? OUTBOX_MAX_ATTEMPTS,
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: now(),
    };
    await db.transaction('rw', [db.outbox, ...(alongside?.tables ?? [])], async () => {
      if (await db.outbox.where('id').equals(row.id).count()) return; // Already queued: idempotent.
      if (row.coalesceKey !== undefined)
        await db.outbox.where('coalesceKey').equals(row.coalesceKey).delete();
      await db.outbox.add(row);
      await alongside?.write();
    });
  }

  async function moveToDeadLetters(row: OutboxRow & { seq: number }, status: number, error: string) {
    await db.transaction('rw', db.outbox, db.deadLetters, async () => {
      await db.outbox.delete(row.seq);
      await db.deadLetters.add({
        id: row.id,
        kind: row.kind,
        method: row.method,
        path: row.path,
        body: row.body,
        attempts: row.attempts,
        status,
        error,
        failedAt: now(),
      });
    });
  }

  async function drain({ ignoreBackoff = false }: FlushOptions): Promise<FlushResult> {
    const result: FlushResult = { sent: 0, deadLettered: 0, nextAttemptAt: null, skipped: false };
    const tried = new Set<number>();
    for (;;) {
      const head = await db.outbox
        .orderBy('seq')
        .filter((row) => !tried.has(row.seq ?? -1))
        .first();
      if (!head || head.seq === undefined) return result;
      const row = { ...head, seq: head.seq };
      if (!ignoreBackoff && row.nextAttemptAt > now()) {
        result.nextAttemptAt = row.nextAttemptAt;
        return result;
      }
      tried.add(row.seq);
      try {
        await send(row); // Outside any transaction (see the header).
        await db.outbox.delete(row.seq); // A coalesced replacement has its own seq and stays.
        result.sent += 1;
        continue;
      } catch (error) {
        const status = statusOf(error);
        const attempts = row.attempts + 1;
        if (classifyFailure(status) === 'dead-letter' || attempts >= row.maxAttempts) {
          await moveToDeadLetters({ ...row, attempts }, status, messageOf(error));
          result.deadLettered += 1;
          continue;
        }
        const nextAttemptAt = now() + backoffDelay(attempts, random);
        await db.outbox.update(row.seq, { attempts, nextAttemptAt, lastError: messageOf(error) });
        result.nextAttemptAt = nextAttemptAt;
        return result; // Keep the order: the rows behind wait for this one.
      }
    }
  }

  async function withFlushLock(work: () => Promise<FlushResult>): Promise<FlushResult> {
    if (!lockManager) return work();
    return lockManager.request(OUTBOX_LOCK_NAME, { ifAvailable: true }, (lock) =>
      lock ? work() : { sent: 0, deadLettered: 0, nextAttemptAt: null, skipped: true },
    );
  }

  /** Sends what is due, oldest first; one run at a time in this tab. */
  function flush(options: FlushOptions = {}): Promise<FlushResult> {
    // A call during a run may bring rows the run has passed: it gets one follow-up run, shared.
    if (running) {
      followUp ??= running.then(() => {
        followUp = null;
        return flush(options);
      });
      return followUp;
    }
    running = withFlushLock(() => drain(options)).finally(() => {
      running = null;
    });
    return running;
  }

  return {
    enqueue,
    flush,
    /** Drops the pending rows of one kind (analytics when consent is withdrawn). */
    discard: (kind: string) => db.outbox.where('kind').equals(kind).delete(),
    pending: () => db.outbox.orderBy('seq').toArray(),
    deadLetters: () => db.deadLetters.orderBy('seq').toArray(),
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
