import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ChildLoadState } from '@/features/profiles/components/child-load-state';
import { ChildProfileDetail } from '@/features/profiles/components/child-profile-detail';
import { useChild } from '@/features/profiles/hooks/use-child';
import { useChildActivity } from '@/features/progress/use-child-activity';
import { PageHeader } from '@/ui/page-header';
import { WithParent } from '../with-parent';

function Detail({ parentId, childId }: { parentId: string; childId: string }) {
  const { data: child, error } = useChild(childId);
  const activity = useChildActivity(parentId, childId);
  return child ? <ChildProfileDetail child={child} activity={activity} /> : <ChildLoadState error={error} />;
}

export function Component() {
  const { t } = useTranslation();
  const { childId = '' } = useParams();
  return (
    <>
      <PageHeader title={t('pages.childProfileDetail')} backTo="/settings" />
      <WithParent>{(parentId) => <Detail parentId={parentId} childId={childId} />}</WithParent>
    </>
  );
}
