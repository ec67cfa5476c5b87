import { Dexie, type EntityTable } from 'dexie';
import type { DeadLetter, OutboxRow } from '@/lib/outbox/outbox-row';

// The one owner of the client's IndexedDB schema (DESIGN decision 12). Every table of the app is
// declared here and nowhere else; a new table or index is a new version below, never an edit of an
// old one. This module pulls in Dexie (~25 KB gzip): import it dynamically, never from the first screen.
//
// Version 1: the sync queue.
//   outbox       pending writes; `seq` (auto-increment) is the order they were queued in, `id` the
//                idempotency key sent with the write, `coalesceKey` lets a newer write replace an older
//                pending one (one progress row per child, story and chapter).
//   deadLetters  writes the server refused for good (4xx), kept for inspection, never retried.

export const DB_NAME = 'fablecast';

export type FablecastDb = Dexie & {
  outbox: EntityTable<OutboxRow, 'seq'>;
  deadLetters: EntityTable<DeadLetter, 'seq'>;
};

export function openDb(name: string = DB_NAME): FablecastDb {
  const db = new Dexie(name) as FablecastDb;
  db.version(1).stores({
    outbox: '++seq, &id, kind, coalesceKey, nextAttemptAt',
    deadLetters: '++seq, id, kind',
  });
  return db;
}

let shared: FablecastDb | null = null;

/** The app's database, opened on first use. */
export function getDb(): FablecastDb {
  shared ??= openDb();
  return shared;
}
