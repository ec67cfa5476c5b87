import { useParams } from 'react-router-dom';
import { listStoryProgress } from '@/lib/api/progress-api';
import { useActiveProfile } from '@/features/profiles/hooks/use-active-profile';
import { deleteStory, getAudioStatus, getStory, regenerateStoryAudio } from '@/lib/api/stories-api';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { StoryDetailScreen } from '@/features/story-detail/components/story-detail-screen';
import { StorySkeleton } from '@/features/story-detail/components/story-skeleton';
import type { StoryDetailApi } from '@/features/story-detail/story-detail-api';
import { WithParent } from '../with-parent';

const api: StoryDetailApi = {
  getStory,
  getAudioStatus,
  regenerateStoryAudio,
  deleteStory,
  listStoryProgress: (userId, storyId) => listStoryProgress(userId, storyId),
};

function StoryDetail({ storyId, userId }: { storyId: string; userId: string }) {
  const listener = useActiveProfile(userId);
  return <StoryDetailScreen api={api} storyId={storyId} userId={userId} listener={listener} />;
}

export function Component() {
  const { storyId = '' } = useParams();
  const sessionLoading = useSessionStore((state) => state.status === 'loading' && !state.user);
  if (sessionLoading) return <StorySkeleton />;
  return (
    <WithParent>{(userId) => <StoryDetail key={storyId} storyId={storyId} userId={userId} />}</WithParent>
  );
}
