import { MyStoriesScreen } from '@/features/my-stories/components/my-stories-screen';
import { WithParent } from '../with-parent';

/** /my-stories (S§2): a guest signs in first. */
export function Component() {
  return <WithParent>{(parentId) => <MyStoriesScreen parentId={parentId} />}</WithParent>;
}
