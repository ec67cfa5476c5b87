import { useParams } from 'react-router-dom';
import { CategoryScreen } from '@/features/categories/components/category-screen';
import { WithParent } from '../with-parent';

/** /categories/{categoryId}: the family's own stories, so a guest signs in first. */
export function Component() {
  const { categoryId = '' } = useParams();
  return <WithParent>{() => <CategoryScreen key={categoryId} categoryId={categoryId} />}</WithParent>;
}
