import { SearchScreen } from '@/features/search/components/search-screen';
import { WithParent } from '../with-parent';

/** /search (S§2): the family's stories, so a guest signs in first. */
export function Component() {
  return <WithParent>{() => <SearchScreen />}</WithParent>;
}
