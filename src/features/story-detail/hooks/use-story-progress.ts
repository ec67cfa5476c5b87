import { useQuery } from '@tanstack/react-query';
import { listStoryProgress } from '@/lib/api/progress-api';

export const storyProgressQueryKey = (userId: string, storyId: string) =>
  ['progress', userId, 'story', storyId] as const;

/**
 * Every kid profile's progress records for one story (all pages; grouped by child by the screen). Read
 * afresh each time the page shows: the player saves progress elsewhere (coming back from it must not
 * show old percents).
 */
export function useStoryProgress(userId: string, storyId: string) {
  return useQuery({
    queryKey: storyProgressQueryKey(userId, storyId),
    queryFn: () => listStoryProgress(userId, storyId),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
