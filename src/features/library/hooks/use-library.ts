import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoryPages } from '@/features/stories/hooks/use-story-pages';
import { notify } from '@/ui/toast';

/**
 * S§2 library: the parent's published stories, newest first, page by page, with the spec's toasts for
 * a failed first load, refresh and "Load more".
 */
export function useLibrary(parentId: string) {
  const { t } = useTranslation('library');
  const query = useStoryPages({
    status: 'published',
    sortBy: 'createdAt',
    sortOrder: 'desc',
    authorId: parentId,
  });
  const { data, isError, errorUpdatedAt, refetch, fetchNextPage } = query;

  // A first load that failed for good (after the retry); a failed refresh or page keeps what was shown.
  const firstLoadFailedAt = isError && !data ? errorUpdatedAt : 0;
  // Offline the page says so itself and shows what is on the device: no error toast on top of it.
  useEffect(() => {
    if (firstLoadFailedAt && navigator.onLine !== false) {
      notify.error(t('toasts.loadFailed'), { id: 'library-load' });
    }
  }, [firstLoadFailedAt, t]);

  const refresh = async () => {
    const result = await refetch();
    if (result.isError) notify.error(t('toasts.refreshFailed'), { id: 'library-refresh' });
    else
      notify.success(t('toasts.refreshed'), {
        description: t('toasts.refreshedBody'),
        id: 'library-refresh',
      });
  };

  const loadMore = async () => {
    const result = await fetchNextPage();
    if (result.isFetchNextPageError) notify.error(t('toasts.loadMoreFailed'), { id: 'library-more' });
  };

  return {
    stories: query.stories,
    loading: query.isPending,
    failed: isError && !data,
    refreshing: query.isRefetching && !query.isFetchingNextPage,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    refresh,
    loadMore,
    retry: () => void refetch(),
  };
}
