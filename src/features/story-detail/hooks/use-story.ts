import { useQuery } from '@tanstack/react-query';
import { QUERY_RETRY } from '@/contract/constants';
import { isApiError } from '@/lib/api/api-error';
import type { StoryDetailApi } from '../story-detail-api';

export const storyQueryKey = (storyId: string) => ['stories', storyId] as const;

export const isStoryNotFound = (error: unknown): boolean => isApiError(error) && error.status === 404;

/** GET /stories/{id} with its chapters. An unknown story is not asked for twice. */
export function useStory(api: StoryDetailApi, storyId: string) {
  return useQuery({
    queryKey: storyQueryKey(storyId),
    queryFn: () => api.getStory(storyId),
    retry: (failures, error) => !isStoryNotFound(error) && failures < QUERY_RETRY,
  });
}
