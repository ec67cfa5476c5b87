import { useQuery } from '@tanstack/react-query';
import { QUERY_RETRY } from '@/contract/constants';
import { getStoryOrKept } from '@/features/downloads/story-offline';
import { useStoryDownload } from '@/features/downloads/use-downloads';
import { storyKeys } from '@/features/stories/story-keys';
import { isApiError } from '@/lib/api/api-error';

export const isStoryNotFound = (error: unknown): boolean => isApiError(error) && error.status === 404;

/**
 * GET /stories/{id} with its chapters; when the network fails, the story as last opened on this device
 * or as downloaded (issue 12). An unknown story is not asked for twice.
 */
export function useStory(storyId: string) {
  const query = useQuery({
    queryKey: storyKeys.detail(storyId),
    queryFn: () => getStoryOrKept(storyId),
    retry: (failures, error) => !isStoryNotFound(error) && failures < QUERY_RETRY,
    // Offline the query still runs once, so that the device can answer instead of a paused spinner.
    networkMode: 'offlineFirst',
  });
  const kept = useStoryDownload(storyId).story;
  const { data, error } = query;
  if (data || !error || isStoryNotFound(error) || !kept) return { data, error };
  return { data: kept, error: null };
}
