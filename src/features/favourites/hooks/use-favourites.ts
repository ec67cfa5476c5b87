import { useQuery } from '@tanstack/react-query';
import type { FavouriteStory } from '@/contract/favourites';
import { CLIENT_ERROR_CODES, isApiError } from '@/lib/api/api-error';
import { listFavourites } from '../api/list-favourites';
import { mergeIntoDevice, unsentNow, type Kid } from '../device-favourites';
import { favouriteKeys } from '../favourite-keys';
import { shownFavourites } from '../favourite-merge';

const isOffline = (error: unknown) =>
  (isApiError(error) && error.code === CLIENT_ERROR_CODES.network) ||
  (typeof navigator !== 'undefined' && navigator.onLine === false);

/** The server's list merged into the device's copy; offline, the device's copy alone. */
async function loadFavourites(kid: Kid) {
  const unsent = await unsentNow(kid);
  const server = await listFavourites(kid.childId).then(
    (list) => list.items,
    (error: unknown) => {
      if (isOffline(error)) return null;
      throw error;
    },
  );
  return mergeIntoDevice(kid, server, unsent);
}

export interface FavouritesView {
  /** The kid's favourite stories, the most recently marked first (empty while loading). */
  stories: FavouriteStory[];
  isFavourite: (storyId: string) => boolean;
  loaded: boolean;
}

/**
 * A kid's favourites (issue 15), read afresh each time a screen shows them: another device of the
 * family may have changed them. Null `childId` (no kid profile yet): none.
 */
export function useFavourites(ownerId: string, childId: string | null): FavouritesView {
  const query = useQuery({
    queryKey: favouriteKeys.kid(ownerId, childId ?? ''),
    queryFn: () => loadFavourites({ ownerId, childId: childId ?? '' }),
    enabled: childId !== null,
    staleTime: 0,
    refetchOnMount: 'always',
  });
  const rows = query.data ?? [];
  const marked = new Set(rows.filter((row) => row.favourite).map((row) => row.storyId));
  return {
    stories: shownFavourites(rows),
    isFavourite: (storyId) => marked.has(storyId),
    loaded: query.data !== undefined,
  };
}
