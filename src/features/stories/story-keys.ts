import type { StoryListParams } from './api/list-stories';

// The stories' query keys in one place. Everything about stories sits under ['stories'], so one
// invalidation refreshes every list and story after a story changes (created, finished, deleted).

export const storyKeys = {
  all: ['stories'] as const,
  /** Every list (library, search, my stories, category…), whatever its filters. */
  lists: () => [...storyKeys.all, 'list'] as const,
  list: (params: StoryListParams) => [...storyKeys.lists(), params] as const,
  /** GET /stories/{id}. */
  detail: (storyId: string) => [...storyKeys.all, storyId] as const,
};
