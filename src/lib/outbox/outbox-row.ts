// The rows of the sync queue (DESIGN decision 12). Plain data: they live in IndexedDB.

export type OutboxMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a caller queues. */
export interface OutboxEntry {
  /** Idempotency key, sent with the write (an analytics event's `eventId`); unique in the queue. */
  id: string;
  /** What the write is ('analytics'; the next issue adds 'progress'). */
  kind: string;
  method: OutboxMethod;
  /** API path under /api/v1. */
  path: string;
  body: unknown;
  /** A newer entry with the same key replaces the older pending row (one per child, story, chapter). */
  coalesceKey?: string;
  /** Attempts before the row gives up and moves to the dead letters (default OUTBOX_MAX_ATTEMPTS). */
  maxAttempts?: number;
}

export interface OutboxRow extends Required<Omit<OutboxEntry, 'coalesceKey'>> {
  /** Queue order: rows are sent oldest first. */
  seq?: number;
  coalesceKey?: string;
  attempts: number;
  /** Epoch ms before which the row is not tried again (backoff). */
  nextAttemptAt: number;
  createdAt: number;
  lastError?: string;
}

export interface DeadLetter {
  seq?: number;
  id: string;
  kind: string;
  method: OutboxMethod;
  path: string;
  body: unknown;
  attempts: number;
  status: number;
  error: string;
  failedAt: number;
}
