import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useFavourites } from '@/features/favourites/hooks/use-favourites';
import {
  LibraryScreen,
  type LibraryFavourites,
  type RemoveDownloadGate,
} from '@/features/library/components/library-screen';
import { useActiveProfile } from '@/features/profiles/hooks/use-active-profile';
import { selectParentMode, useParentModeStore } from '@/features/parent-mode/parent-mode-store';
import { PageHeader } from '@/ui/page-header';
import { WithParent } from '../with-parent';
import '../downloads-wiring';

/**
 * Removing a download from a card's menu is a grown-up's: in child mode, the parent gate first, then the
 * story's page, which asks once more (as its own Remove download does).
 */
function useRemoveDownloadGate(): RemoveDownloadGate {
  const navigate = useNavigate();
  const isParent = useParentModeStore(selectParentMode);
  const ask = useCallback(
    (storyId: string) => {
      const redirect = encodeURIComponent(`/story/${encodeURIComponent(storyId)}?then=remove-download`);
      void navigate(`/parent-gate?redirect=${redirect}&from=${encodeURIComponent('/library')}`);
    },
    [navigate],
  );
  return useMemo(() => ({ isParent, ask }), [isParent, ask]);
}

/** The active kid's favourites, for the library's Favorites filter (issue 15). */
function useLibraryFavourites(parentId: string): LibraryFavourites | null {
  const { activeProfile } = useActiveProfile(parentId);
  const { stories } = useFavourites(parentId, activeProfile?.id ?? null);
  return activeProfile ? { kidName: activeProfile.name, stories } : null;
}

function Library({ parentId }: { parentId: string }) {
  return (
    <LibraryScreen
      parentId={parentId}
      removeGate={useRemoveDownloadGate()}
      favourites={useLibraryFavourites(parentId)}
    />
  );
}

/** /library (S§2): a guest is sent to sign in first. */
export function Component() {
  const { t } = useTranslation();
  return (
    <WithParent fallback={<PageHeader title={t('pages.library')} backTo="/" />}>
      {(parentId) => <Library parentId={parentId} />}
    </WithParent>
  );
}
