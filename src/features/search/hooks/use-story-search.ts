import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SEARCH_LIMIT, SEARCH_MIN_CHARS } from '@/contract/constants';
import { listStories, type StoryListParams } from '@/features/stories/api/list-stories';
import { storyKeys } from '@/features/stories/story-keys';
import { toSupportedLanguage } from '@/lib/i18n/detect-language';
import { notify } from '@/ui/toast';

/**
 * S§2, S§5, S§7 search: the family's published stories matching `term` (the server matches titles,
 * descriptions and theme names in the reader's language, accents and capitals aside; best matches
 * first), 20 at most. Asked only from 3 characters on; `onFound` hears of every search that came back.
 */
export function useStorySearch(term: string, onFound: (term: string) => void) {
  const { t, i18n } = useTranslation('search');
  const search = term.trim();
  const enabled = search.length >= SEARCH_MIN_CHARS;
  const params: StoryListParams = {
    search,
    status: 'published',
    limit: SEARCH_LIMIT,
    language: toSupportedLanguage(i18n.resolvedLanguage) ?? 'en',
  };
  const query = useQuery({
    queryKey: storyKeys.list(params),
    queryFn: () => listStories(params),
    enabled,
  });

  const foundAt = enabled && query.isSuccess ? query.dataUpdatedAt : 0;
  useEffect(() => {
    if (foundAt) onFound(search);
  }, [foundAt, onFound, search]);

  const failedAt = enabled && query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt)
      notify.error(t('toasts.errorTitle'), { description: t('toasts.errorBody'), id: 'search-error' });
  }, [failedAt, t]);

  return {
    enabled,
    searching: enabled && query.isPending,
    failed: enabled && query.isError,
    stories: enabled ? (query.data?.items ?? []) : [],
    found: enabled && query.isSuccess,
    retry: () => void query.refetch(),
  };
}
