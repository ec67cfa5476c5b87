import type { Child } from '@/contract/child';
import type { Story } from '@/contract/story';
import { useFavouriteToggle } from '@/features/favourites/hooks/use-favourite-toggle';
import { useFavourites } from '@/features/favourites/hooks/use-favourites';
import type { StoryFavourites } from '@/features/story-detail/story-detail-api';

/**
 * The story page's Favorite action, for the active kid profile (the one 'Listening as:' names, else
 * the first): a child listening marks their own list, with no gate (ADR 034).
 */
export function useStoryFavourites(userId: string, kid: Child | null): StoryFavourites | null {
  const favourites = useFavourites(userId, kid?.id ?? null);
  const toggle = useFavouriteToggle(kid ? { ownerId: userId, childId: kid.id, name: kid.name } : null);
  if (!kid) return null;
  return {
    isFavourite: favourites.isFavourite,
    set: (story: Story, favourite: boolean) => {
      const { chapters: _chapters, ...summary } = story;
      void toggle(summary, favourite);
    },
  };
}
