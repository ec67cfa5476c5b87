import { useTranslation } from 'react-i18next';
import { ChildProfileForm } from '@/features/profiles/components/child-profile-form';
import { PageHeader } from '@/ui/page-header';
import { WithParent } from '../with-parent';

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.childProfileNew')} backTo="/settings" />
      <WithParent>{(parentId) => <ChildProfileForm parentId={parentId} />}</WithParent>
    </>
  );
}
