import type { FavouriteList } from '@/contract/favourites';
import { api } from '@/lib/api/api-client';

/** GET /children/{childId}/favourites: the kid's favourite stories with their summaries. */
export function listFavourites(childId: string): Promise<FavouriteList> {
  return api.get<FavouriteList>(`/children/${encodeURIComponent(childId)}/favourites`);
}
