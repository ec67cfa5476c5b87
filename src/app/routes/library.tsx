import { LibraryScreen } from '@/features/library/components/library-screen';
import { WithParent } from '../with-parent';

/** /library (S§2): a guest is sent to sign in first. */
export function Component() {
  return <WithParent>{(parentId) => <LibraryScreen parentId={parentId} />}</WithParent>;
}
