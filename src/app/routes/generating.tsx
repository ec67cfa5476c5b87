import { DEFAULT_AUTOPLAY_NEXT } from '@/contract/constants';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { GeneratingScreen } from '@/features/generating/components/generating-screen';
import { useActiveProfile } from '@/features/profiles/hooks/use-active-profile';
import { PageHeader } from '@/ui/page-header';

function ForParent({ storyId, parentId }: { storyId: string; parentId: string }) {
  const { profiles, activeProfile, isError } = useActiveProfile(parentId);
  const listener = useMemo(
    () =>
      profiles === undefined && !isError
        ? null
        : {
            userId: parentId,
            childId: activeProfile?.id ?? null,
            autoplayNext: activeProfile?.preferences.autoplayNext ?? DEFAULT_AUTOPLAY_NEXT,
          },
    [activeProfile, isError, parentId, profiles],
  );
  return <GeneratingScreen storyId={storyId} listener={listener} />;
}

export function Component() {
  const { t } = useTranslation();
  const { storyId } = useParams();
  const { pathname } = useLocation();
  const parentId = useSessionStore((state) => state.user?.id);
  const status = useSessionStore((state) => state.status);
  if (!storyId) return <Navigate to="/create-story" replace />;
  if (!parentId && status === 'guest') {
    return <Navigate to={`/auth?redirect=${encodeURIComponent(pathname)}`} replace />;
  }
  if (parentId) return <ForParent key={storyId} storyId={storyId} parentId={parentId} />;
  // The session is still being checked.
  return <PageHeader title={t('pages.generating')} backTo="/library" />;
}
