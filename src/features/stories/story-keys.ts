import type { StoryListParams } from './api/list-stories';

// The stories' query keys in one place. Everything about stories sits under ['stories'], so one
// invalidation refreshes every list and story after a story changes (created, finished, archived…).

export const storyKeys = {
  all: ['stories'] as const,
  /** Every list (library, search, my stories, category…), whatever its filters. */
  lists: () => [...storyKeys.all, 'list'] as const,
  /** One page of GET /stories. */
  list: (params: StoryListParams) => [...storyKeys.lists(), params] as const,
  /** Pages loaded one by one ("Load more"). */
  pages: (params: StoryListParams) => [...storyKeys.lists(), 'pages', params] as const,
  /** Every page, cursors followed to the end. */
  every: (params: StoryListParams) => [...storyKeys.lists(), 'every', params] as const,
  /** GET /stories/{id}. */
  detail: (storyId: string) => [...storyKeys.all, storyId] as const,
};
