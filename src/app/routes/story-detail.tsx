import { useCallback, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useActiveProfile } from '@/features/profiles/hooks/use-active-profile';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { selectParentMode, useParentModeStore } from '@/features/parent-mode/parent-mode-store';
import { StoryDetailScreen } from '@/features/story-detail/components/story-detail-screen';
import { StorySkeleton } from '@/features/story-detail/components/story-skeleton';
import type { GrownUpAction, GrownUpGate } from '@/features/story-detail/story-detail-api';
import { useStoryFavourites } from '../story-favourites';
import { WithParent } from '../with-parent';
import '../downloads-wiring';
import '../parent-mode-wiring';

// /story/{storyId}. Listening and downloading are open to everyone holding the tablet; deleting,
// regenerating, sharing, retrying, restoring, removing a download and asking for the next story of a
// series are a grown-up's: in child mode they
// go through the parent gate, which comes back here with `?then=<action>` so the page finishes what was
// asked.

const ACTIONS: readonly GrownUpAction[] = [
  'delete',
  'regenerate',
  'share',
  'retry',
  'restore',
  'remove-download',
  'sequel',
];
const isAction = (value: string | null): value is GrownUpAction => ACTIONS.some((action) => action === value);

function useGrownUpGate(storyId: string): GrownUpGate {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const isParent = useParentModeStore(selectParentMode);
  const then = search.get('then');
  const ask = useCallback(
    (action: GrownUpAction) => {
      const here = `/story/${encodeURIComponent(storyId)}`;
      const redirect = encodeURIComponent(`${here}?then=${action}`);
      void navigate(`/parent-gate?redirect=${redirect}&from=${encodeURIComponent(here)}`);
    },
    [navigate, storyId],
  );
  const clearPending = useCallback(() => setSearch({}, { replace: true }), [setSearch]);
  return useMemo(
    () => ({ isParent, ask, pending: isAction(then) ? then : null, clearPending }),
    [ask, clearPending, isParent, then],
  );
}

function StoryDetail({ storyId, userId }: { storyId: string; userId: string }) {
  const listener = useActiveProfile(userId);
  const grownUp = useGrownUpGate(storyId);
  const favourites = useStoryFavourites(userId, listener.activeProfile);
  return (
    <StoryDetailScreen
      storyId={storyId}
      userId={userId}
      listener={listener}
      grownUp={grownUp}
      favourites={favourites}
    />
  );
}

export function Component() {
  const { storyId = '' } = useParams();
  const sessionLoading = useSessionStore((state) => state.status === 'loading' && !state.user);
  if (sessionLoading) return <StorySkeleton />;
  return (
    <WithParent>{(userId) => <StoryDetail key={storyId} storyId={storyId} userId={userId} />}</WithParent>
  );
}
