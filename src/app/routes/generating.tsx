import { DEFAULT_AUTOPLAY_NEXT } from '@/contract/constants';
import type { Story } from '@/contract/story';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { GeneratingScreen } from '@/features/generating/components/generating-screen';
import { useActiveProfile } from '@/features/profiles/hooks/use-active-profile';
import { noticeStoryReady } from '@/features/settings/notices';
import { PageHeader } from '@/ui/page-header';

/** Made while the app was in the background: a notice on the device says so (Settings › Notifications). */
const announceReady = (story: Story) => {
  noticeStoryReady(story).catch((error: unknown) =>
    console.warn('Notifications: the story-ready notice failed.', error),
  );
};

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
  return <GeneratingScreen storyId={storyId} listener={listener} onReady={announceReady} />;
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
