import { FavouritesShelf } from '@/features/favourites/components/favourites-shelf';
import { useFavourites } from '@/features/favourites/hooks/use-favourites';
import { useActiveProfile } from '@/features/profiles/hooks/use-active-profile';

// Home's Favorites shelf for a signed-in parent's active kid profile (issue 15). Its own chunk, loaded
// only when signed in: a guest's first load carries none of it (DESIGN: ≤ 120 KB for `/`).

function KidShelf({ parentId, kid }: { parentId: string; kid: { id: string; name: string } }) {
  const { stories } = useFavourites(parentId, kid.id);
  return <FavouritesShelf kidName={kid.name} stories={stories} />;
}

export function HomeFavourites({ parentId }: { parentId: string }) {
  const { activeProfile } = useActiveProfile(parentId);
  if (!activeProfile) return null;
  return <KidShelf key={activeProfile.id} parentId={parentId} kid={activeProfile} />;
}
