import type { FavouriteBody, FavouriteList } from '@/contract/favourites';
import type { FablecastDb, FavouriteRow } from '@/lib/db/db';
import { favouriteCoalesceKey, favouritePath } from './api/favourite-path';
import { mergeFavourites, type Unsent } from './favourite-merge';

// This device's copy of a kid's favourites (IndexedDB, ADR 034) and the changes it queues for the
// server. Dexie and the queue are imported on first use: they stay out of every first load.

export interface Kid {
  ownerId: string;
  childId: string;
}

const database = () => import('@/lib/db/db').then((module) => module.getDb());

/** The kid's rows. Inside a transaction: nothing but Dexie may be awaited, or it commits early. */
const rowsOf = (db: FablecastDb, kid: Kid) =>
  db.favourites.where('[ownerId+childId]').equals([kid.ownerId, kid.childId]);

/** Story ids of this kid whose change waits in the sync queue. */
async function pendingStoryIds(kid: Kid): Promise<Set<string>> {
  const db = await database();
  const prefix = favouriteCoalesceKey(kid.childId, '');
  const rows = await db.outbox.where('coalesceKey').startsWith(prefix).toArray();
  return new Set(rows.map((row) => (row.coalesceKey ?? '').slice(prefix.length)));
}

/** What the queue holds before a fetch: taken first, so a change sent during the fetch is not lost. */
export async function unsentNow(kid: Kid): Promise<Unsent> {
  return { since: new Date().toISOString(), pending: await pendingStoryIds(kid) };
}

/**
 * Merges the server's list (null: none, offline) into the device's copy and keeps the result, in one
 * transaction, so a tap made meanwhile is neither lost nor overwritten.
 */
export async function mergeIntoDevice(
  kid: Kid,
  server: FavouriteList['items'] | null,
  unsent: Unsent,
): Promise<FavouriteRow[]> {
  const db = await database();
  return db.transaction('rw', db.favourites, async () => {
    const local = await rowsOf(db, kid).toArray();
    const merged = mergeFavourites(server, local, unsent, kid);
    if (server !== null) {
      await rowsOf(db, kid).delete();
      await db.favourites.bulkPut(merged);
    }
    return merged;
  });
}

/**
 * Keeps a tap on this device and queues it for the server (sent now when online, else later), in one
 * transaction: a tab closed at once keeps both or neither.
 */
export async function saveChange(change: FavouriteRow): Promise<void> {
  const db = await database();
  const body: FavouriteBody = { favourite: change.favourite, changedAt: change.changedAt };
  const { enqueueWrite } = await import('@/lib/outbox/app-outbox');
  await enqueueWrite(
    {
      id: crypto.randomUUID(),
      kind: 'favourite',
      method: 'PUT',
      path: favouritePath(change.childId, change.storyId),
      body,
      coalesceKey: favouriteCoalesceKey(change.childId, change.storyId),
    },
    { tables: [db.favourites], write: () => db.favourites.put(change) },
  );
}
