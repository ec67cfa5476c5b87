import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '@/ui/toast';
import { listeningOverview } from './child-activity';
import { loadListening } from './load-listening';

/**
 * S§2 progress screen: what the kid profile listened to. Read afresh each time the screen opens (the
 * player saves progress elsewhere); a failure says 'Progress Error'.
 */
export function useListeningOverview(userId: string, childId: string) {
  const { t } = useTranslation('progress');
  const query = useQuery({
    queryKey: ['progress', userId, 'child', childId, 'overview'],
    queryFn: async () => {
      const { records, stories } = await loadListening(userId, childId);
      return listeningOverview(records, stories);
    },
    staleTime: 0,
    refetchOnMount: 'always',
  });
  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt)
      notify.error(t('toasts.errorTitle'), { description: t('toasts.errorBody'), id: 'progress-error' });
  }, [failedAt, t]);
  return query;
}
