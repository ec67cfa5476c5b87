import type { FavouriteList, FavouriteStory } from '@/contract/favourites';
import type { FavouriteRow } from '@/lib/db/db';

// How this device's copy of a kid's favourites meets the server's list (ADR 034). The server lists
// only what is marked now; this device also keeps the changes it made itself, marked or unmarked,
// until the server has them. Pure rules, so they can be tested without a browser.

/** What the device knew that the fetch could not: changes still queued, or made while it ran. */
export interface Unsent {
  /** Story ids whose change was still in the sync queue when the fetch began. */
  pending: ReadonlySet<string>;
  /** ISO time the fetch began: a change made after it is newer than anything the answer can say. */
  since: string;
}

type ServerItem = FavouriteList['items'][number];

const newer = (a: string, b: string) => Date.parse(a) > Date.parse(b);

/**
 * The device's new copy: for a story the server lists, the newer change of the two (a tie is the
 * server's); for one it does not list, the device's change only while it is unsent — otherwise it
 * was unmarked elsewhere, its story is gone, or the server refused it, and the server is right.
 * `server` is null when there was no answer (offline): the device's copy stands as it is.
 */
export function mergeFavourites(
  server: readonly ServerItem[] | null,
  local: readonly FavouriteRow[],
  unsent: Unsent,
  owner: { ownerId: string; childId: string },
): FavouriteRow[] {
  if (server === null) return [...local];
  const mine = new Map(local.map((row) => [row.storyId, row]));
  const merged: FavouriteRow[] = server.map((item) => {
    const row = mine.get(item.storyId);
    if (row && newer(row.changedAt, item.changedAt)) return { ...row, story: row.story ?? item.story };
    return { ...owner, storyId: item.storyId, favourite: true, changedAt: item.changedAt, story: item.story };
  });
  const listed = new Set(server.map((item) => item.storyId));
  const stillUnsent = local.filter(
    (row) =>
      !listed.has(row.storyId) && (unsent.pending.has(row.storyId) || newer(row.changedAt, unsent.since)),
  );
  return [...merged, ...stillUnsent];
}

/** The stories the shelf shows: marked, with a summary, the most recently marked first. */
export function shownFavourites(rows: readonly FavouriteRow[]): FavouriteStory[] {
  return rows
    .filter((row) => row.favourite && row.story !== null)
    .sort((a, b) => Date.parse(b.changedAt) - Date.parse(a.changedAt))
    .flatMap((row) => (row.story ? [row.story] : []));
}

/** The rows with one change applied (the tap, before anything is stored or sent). */
export function withChange(rows: readonly FavouriteRow[], change: FavouriteRow): FavouriteRow[] {
  return [...rows.filter((row) => row.storyId !== change.storyId), change];
}
