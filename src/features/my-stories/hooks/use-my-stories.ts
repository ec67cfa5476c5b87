import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEveryStory } from '@/features/stories/hooks/use-every-story';
import { notify } from '@/ui/toast';
import { groupByTab } from '../story-groups';

/** S§2 My Stories: every story of the parent, all pages, newest first, under its tab. */
export function useMyStories(parentId: string) {
  const { t } = useTranslation('myStories');
  const query = useEveryStory({ authorId: parentId, sortBy: 'createdAt', sortOrder: 'desc' });
  const failedAt = query.isError && !query.data ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) notify.error(t('toasts.loadFailed'), { id: 'my-stories-load' });
  }, [failedAt, t]);
  const groups = useMemo(() => (query.data ? groupByTab(query.data) : null), [query.data]);
  return { groups, failed: failedAt > 0, retry: () => void query.refetch() };
}
