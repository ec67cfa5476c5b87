import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getStory } from '@/features/stories/api/get-story';
import { isApiError } from '@/lib/api/api-error';
import { listUserProgressPage } from '@/lib/api/progress-api';
import { notify } from '@/ui/toast';
import { continueFrom, recentStoryIds, type ContinueStory } from '../continue-story';

/** Ours: how many of the most recent stories are looked at for one not finished. */
const STORIES_LOOKED_AT = 5;

async function findStoryToContinue(userId: string, childId: string): Promise<ContinueStory | null> {
  // P§9, S§7: one page of 25 records, newest first; then the stories they belong to, one by one.
  const { items } = await listUserProgressPage(userId, { childId });
  for (const storyId of recentStoryIds(items).slice(0, STORIES_LOOKED_AT)) {
    const story = await getStory(storyId).catch((error: unknown) => {
      if (isApiError(error) && error.status === 404) return null; // Deleted since.
      throw error;
    });
    const found = story && continueFrom(story, items);
    if (found) return found;
  }
  return null;
}

/**
 * The story the kid profile goes on with (P§2 'Continue your story'); null when there is none. Read
 * afresh each time home shows (the player saves progress elsewhere); a failure says 'Failed to load
 * recent story'.
 */
export function useContinueStory(userId: string, childId: string) {
  const { t } = useTranslation('progress');
  const query = useQuery({
    queryKey: ['progress', userId, 'child', childId, 'continue'],
    queryFn: () => findStoryToContinue(userId, childId),
    staleTime: 0,
    refetchOnMount: 'always',
  });
  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) notify.error(t('continueCard.loadFailed'), { id: 'continue-story' });
  }, [failedAt, t]);
  return query.data ?? null;
}
