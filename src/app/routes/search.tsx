import { useTranslation } from 'react-i18next';
import { SearchScreen } from '@/features/search/components/search-screen';
import { PageHeader } from '@/ui/page-header';
import { WithParent } from '../with-parent';

/** /search (S§2): the family's stories, so a guest signs in first. */
export function Component() {
  const { t } = useTranslation();
  return (
    <WithParent fallback={<PageHeader title={t('pages.search')} backTo="/" />}>
      {() => <SearchScreen />}
    </WithParent>
  );
}
