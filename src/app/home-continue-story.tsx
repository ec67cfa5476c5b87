import { DownloadBadge } from '@/features/downloads/components/download-badge';
import { useStoryDownload } from '@/features/downloads/use-downloads';
import { ContinueStoryCard } from '@/features/home/components/continue-story-card';
import { useActiveProfile } from '@/features/profiles/hooks/use-active-profile';
import './downloads-wiring';

// The home's "Continue your story" card (P§2), for a signed-in parent's active kid profile. Its own
// chunk, loaded only when signed in: a guest's first load carries none of it (DESIGN: ≤ 120 KB for `/`).
// The card says when its story is downloaded (issue 12).

function KeptBadge({ storyId }: { storyId: string }) {
  return <DownloadBadge view={useStoryDownload(storyId)} />;
}

export function HomeContinueStory({ parentId }: { parentId: string }) {
  const { activeProfile } = useActiveProfile(parentId);
  // Progress is kept per kid profile: without one there is nothing to continue.
  if (!activeProfile) return null;
  const listener = {
    userId: parentId,
    childId: activeProfile.id,
    autoplayNext: activeProfile.preferences.autoplayNext,
  };
  return (
    <ContinueStoryCard
      key={activeProfile.id}
      listener={listener}
      badgeFor={(storyId) => <KeptBadge storyId={storyId} />}
    />
  );
}
