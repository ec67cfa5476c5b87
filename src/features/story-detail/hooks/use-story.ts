import { useQuery } from '@tanstack/react-query';
import { QUERY_RETRY } from '@/contract/constants';
import { getStoryOrKept } from '@/features/downloads/story-offline';
import { storyKeys } from '@/features/stories/story-keys';
import { isApiError } from '@/lib/api/api-error';

export const isStoryNotFound = (error: unknown): boolean => isApiError(error) && error.status === 404;

/** GET /stories/{id} with its chapters (or as kept on the device offline). An unknown story is not asked for twice. */
export function useStory(storyId: string) {
  return useQuery({
    queryKey: storyKeys.detail(storyId),
    queryFn: () => getStoryOrKept(storyId),
    retry: (failures, error) => !isStoryNotFound(error) && failures < QUERY_RETRY,
  });
}
