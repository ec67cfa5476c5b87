import { describe, expect, it } from 'vitest';
import type { FavouriteStory } from '@/contract/favourites';
import type { FavouriteRow } from '@/lib/db/db';
import { mergeFavourites, shownFavourites, withChange } from '@/features/favourites/favourite-merge';

const owner = { ownerId: 'parent-1', childId: 'kid-1' };
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 20, minute)).toISOString();

function story(id: string): FavouriteStory {
  return { id, title: `Story ${id}`, coverImageUrl: null } as FavouriteStory;
}

function row(storyId: string, favourite: boolean, minute: number): FavouriteRow {
  return { ...owner, storyId, favourite, changedAt: at(minute), story: story(storyId) };
}

const listed = (storyId: string, minute: number) => ({
  storyId,
  changedAt: at(minute),
  story: story(storyId),
});

const nothingUnsent = { pending: new Set<string>(), since: at(30) };
const ids = (rows: FavouriteRow[]) => shownFavourites(rows).map((one) => one.id);

describe('merging the device’s favourites with the server’s list', () => {
  it('takes the server’s list when the device knew nothing', () => {
    const merged = mergeFavourites([listed('a', 1), listed('b', 2)], [], nothingUnsent, owner);

    expect(ids(merged)).toEqual(['b', 'a']);
    expect(merged.every((one) => one.ownerId === 'parent-1' && one.childId === 'kid-1')).toBe(true);
  });

  it('keeps a newer unmark made on this device over an older mark the server lists', () => {
    const merged = mergeFavourites([listed('a', 1)], [row('a', false, 5)], nothingUnsent, owner);

    expect(ids(merged)).toEqual([]);
    expect(merged).toEqual([row('a', false, 5)]);
  });

  it('lets a newer mark on the server win over an older change on this device', () => {
    const merged = mergeFavourites([listed('a', 9)], [row('a', false, 5)], nothingUnsent, owner);

    expect(ids(merged)).toEqual(['a']);
    expect(merged[0]?.changedAt).toBe(at(9));
  });

  it('gives a tie to the server', () => {
    const merged = mergeFavourites([listed('a', 5)], [row('a', false, 5)], nothingUnsent, owner);

    expect(ids(merged)).toEqual(['a']);
  });

  it('keeps a mark still waiting in the queue that the server does not list yet', () => {
    const unsent = { pending: new Set(['b']), since: at(30) };
    const merged = mergeFavourites([listed('a', 1)], [row('b', true, 4)], unsent, owner);

    expect(ids(merged)).toEqual(['b', 'a']);
  });

  it('keeps a change made while the list was being fetched', () => {
    const merged = mergeFavourites([], [row('b', true, 31)], nothingUnsent, owner);

    expect(ids(merged)).toEqual(['b']);
  });

  it('drops a sent mark the server no longer lists (unmarked elsewhere, or the story is gone)', () => {
    const merged = mergeFavourites(
      [listed('a', 1)],
      [row('a', true, 1), row('c', true, 2)],
      nothingUnsent,
      owner,
    );

    expect(ids(merged)).toEqual(['a']);
  });

  it('leaves the device’s copy as it is with no answer from the server (offline)', () => {
    const local = [row('a', true, 1), row('b', false, 2)];

    expect(mergeFavourites(null, local, nothingUnsent, owner)).toEqual(local);
  });

  it('is the same merge however often it runs (a replayed answer changes nothing)', () => {
    const server = [listed('a', 1), listed('b', 3)];
    const unsent = { pending: new Set(['c']), since: at(30) };
    const once = mergeFavourites(server, [row('a', false, 2), row('c', true, 4)], unsent, owner);
    const twice = mergeFavourites(server, once, unsent, owner);

    expect(twice).toEqual(once);
    expect(ids(twice)).toEqual(['c', 'b']);
  });
});

describe('what the shelf shows', () => {
  it('shows only marked stories it has a summary for, the most recently marked first', () => {
    const noSummary = { ...row('d', true, 9), story: null };
    const rows = [row('a', true, 1), row('b', false, 8), row('c', true, 5), noSummary];

    expect(ids(rows)).toEqual(['c', 'a']);
  });

  it('applies one tap over whatever the row was', () => {
    const rows = withChange([row('a', true, 1), row('b', true, 2)], row('a', false, 3));

    expect(ids(rows)).toEqual(['b']);
    expect(rows).toHaveLength(2);
  });
});
