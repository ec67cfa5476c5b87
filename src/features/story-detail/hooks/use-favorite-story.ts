import { useCallback, useState } from 'react';

// S§2 Favorite: the spec names the action and no call, so the heart is kept on this device only.
// The storage key is ours.
const storageKey = (storyId: string) => `fablecast.favorite-story.${storyId}`;

function readFavorite(storyId: string): boolean {
  try {
    return localStorage.getItem(storageKey(storyId)) === 'true';
  } catch {
    return false;
  }
}

function writeFavorite(storyId: string, favorite: boolean): void {
  try {
    if (favorite) localStorage.setItem(storageKey(storyId), 'true');
    else localStorage.removeItem(storageKey(storyId));
  } catch {
    // Not remembered: the heart holds for this visit only.
  }
}

export function useFavoriteStory(storyId: string) {
  const [favorite, setFavorite] = useState(() => readFavorite(storyId));
  const toggle = useCallback(() => {
    setFavorite((current) => {
      writeFavorite(storyId, !current);
      return !current;
    });
  }, [storyId]);
  return { favorite, toggle };
}
