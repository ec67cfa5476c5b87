import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '@/ui/toast';
import { listAllChildren } from '../api/list-children';

export const childrenQueryKey = (parentId: string) => ['children', parentId] as const;

// Several screens read the list at once; a failed load is announced once, not once per screen.
let lastReportedFailure = 0;

/** All kid profiles of the signed-in parent (P§4); `parentId` undefined for a guest. */
export function useChildProfiles(parentId: string | undefined) {
  const { t } = useTranslation('profiles');
  const query = useQuery({
    queryKey: childrenQueryKey(parentId ?? ''),
    queryFn: () => listAllChildren(parentId ?? ''),
    enabled: parentId !== undefined,
  });
  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt === 0 || failedAt === lastReportedFailure) return;
    lastReportedFailure = failedAt;
    notify.error(t('toasts.loadFailed'));
  }, [failedAt, t]);
  return query;
}
