import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CategoryScreen } from '@/features/categories/components/category-screen';
import { PageHeader } from '@/ui/page-header';
import { WithParent } from '../with-parent';

/** /categories/{categoryId}: the family's own stories, so a guest signs in first. */
export function Component() {
  const { t } = useTranslation();
  const { categoryId = '' } = useParams();
  return (
    <WithParent fallback={<PageHeader title={t('pages.category')} backTo="/categories" />}>
      {() => <CategoryScreen key={categoryId} categoryId={categoryId} />}
    </WithParent>
  );
}
