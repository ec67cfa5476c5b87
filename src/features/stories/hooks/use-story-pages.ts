import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Story } from '@/contract/story';
import { listStories, type StoryListParams } from '../api/list-stories';
import { storyKeys } from '../story-keys';

/**
 * A stories list read page by page (S§2 library "Load more"): the first page, then the next one each
 * time `loadMore` is called while a cursor is left. `stories` holds every page loaded, in order.
 */
export function useStoryPages(params: StoryListParams, enabled = true) {
  const query = useInfiniteQuery({
    queryKey: storyKeys.pages(params),
    queryFn: ({ pageParam }) => listStories({ ...params, ...(pageParam && { cursor: pageParam }) }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled,
  });
  const stories = useMemo(
    () => uniqueStories(query.data?.pages.flatMap((page) => page.items) ?? []),
    [query.data],
  );
  return { ...query, stories };
}

/** Keyset pages never repeat a story, but a page read again after a change might: each shows once. */
function uniqueStories(stories: readonly Story[]): Story[] {
  const seen = new Set<string>();
  return stories.filter((story) => !seen.has(story.id) && seen.add(story.id));
}
