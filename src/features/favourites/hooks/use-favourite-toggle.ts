import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FavouriteStory } from '@/contract/favourites';
import type { FavouriteRow } from '@/lib/db/db';
import { notify } from '@/ui/toast';
import { saveChange } from '../device-favourites';
import { favouriteKeys } from '../favourite-keys';
import { withChange } from '../favourite-merge';

/** Whose favourite a tap marks: the signed-in parent's active kid profile. */
export interface FavouriteKid {
  ownerId: string;
  childId: string;
  name: string;
}

/**
 * Marks or unmarks a story for the kid at once (optimistic): the screens show it before anything is
 * stored; then it is kept on this device and queued for the server, which takes it now or when the
 * network is back. A child may do it in child mode: it is their own list.
 */
export function useFavouriteToggle(kid: FavouriteKid | null) {
  const { t } = useTranslation('story');
  const queryClient = useQueryClient();
  return async (story: FavouriteStory, favourite: boolean) => {
    if (!kid) return;
    const key = favouriteKeys.kid(kid.ownerId, kid.childId);
    const change: FavouriteRow = {
      ownerId: kid.ownerId,
      childId: kid.childId,
      storyId: story.id,
      favourite,
      changedAt: new Date().toISOString(),
      story,
    };
    // On screen at once. A list still loading would land over the tap: it is dropped (keeping the
    // tap), and asked again once the tap is kept.
    queryClient.setQueryData<FavouriteRow[]>(key, (rows = []) => withChange(rows, change));
    void queryClient.cancelQueries({ queryKey: key }, { revert: false });
    notify.success(t(favourite ? 'favourite.added' : 'favourite.removed', { name: kid.name }), {
      id: 'favourite',
    });
    try {
      await saveChange(change);
    } catch (error) {
      console.warn('Favourites: the change could not be kept on this device.', error);
    }
    void queryClient.invalidateQueries({ queryKey: key });
  };
}
