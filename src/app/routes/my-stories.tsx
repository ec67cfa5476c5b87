import { useTranslation } from 'react-i18next';
import { MyStoriesScreen } from '@/features/my-stories/components/my-stories-screen';
import { PageHeader } from '@/ui/page-header';
import { WithParent } from '../with-parent';

/** /my-stories (S§2): a guest signs in first. */
export function Component() {
  const { t } = useTranslation();
  return (
    <WithParent fallback={<PageHeader title={t('pages.myStories')} backTo="/" />}>
      {(parentId) => <MyStoriesScreen parentId={parentId} />}
    </WithParent>
  );
}
