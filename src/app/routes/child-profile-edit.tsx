import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { ChildProfileForm } from '@/features/profiles/components/child-profile-form';
import { ChildLoadState } from '@/features/profiles/components/child-load-state';
import { useChild } from '@/features/profiles/hooks/use-child';
import { isNotFound } from '@/features/profiles/not-found';
import { PageHeader } from '@/ui/page-header';
import { notify } from '@/ui/toast';
import { WithParent } from '../with-parent';

function EditChild({ parentId, childId }: { parentId: string; childId: string }) {
  const { t } = useTranslation('profiles');
  const { data: child, error } = useChild(childId);
  const notFound = isNotFound(error);
  // P§8: an unknown profile in edit → 'Profile not found' and back to /settings.
  useEffect(() => {
    if (notFound) notify.error(t('toasts.notFoundTitle'), { description: t('toasts.notFound') });
  }, [notFound, t]);
  if (notFound) return <Navigate to="/settings" replace />;
  if (!child) return <ChildLoadState error={error} />;
  return <ChildProfileForm key={child.id} parentId={parentId} child={child} />;
}

export function Component() {
  const { t } = useTranslation();
  const { childId = '' } = useParams();
  return (
    <>
      <PageHeader title={t('pages.childProfileEdit')} backTo="/settings" />
      <WithParent>{(parentId) => <EditChild parentId={parentId} childId={childId} />}</WithParent>
    </>
  );
}
