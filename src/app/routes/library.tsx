import { useTranslation } from 'react-i18next';
import { LibraryScreen } from '@/features/library/components/library-screen';
import { PageHeader } from '@/ui/page-header';
import { WithParent } from '../with-parent';

/** /library (S§2): a guest is sent to sign in first. */
export function Component() {
  const { t } = useTranslation();
  return (
    <WithParent fallback={<PageHeader title={t('pages.library')} backTo="/" />}>
      {(parentId) => <LibraryScreen parentId={parentId} />}
    </WithParent>
  );
}
