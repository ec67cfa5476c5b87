import { useQuery } from '@tanstack/react-query';
import { collectPages } from '@/lib/api/collect-pages';
import { listStories, type StoryListParams } from '../api/list-stories';
import { storyKeys } from '../story-keys';

/** Every story of a list, all its pages read one after the other (S§2 "My Stories"). */
export function useEveryStory(params: StoryListParams, enabled = true) {
  return useQuery({
    queryKey: storyKeys.every(params),
    queryFn: () => collectPages((cursor) => listStories({ ...params, ...(cursor && { cursor }) })),
    enabled,
  });
}
