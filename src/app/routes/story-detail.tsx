import { useParams } from 'react-router-dom';
import { useActiveProfile } from '@/features/profiles/hooks/use-active-profile';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { StoryDetailScreen } from '@/features/story-detail/components/story-detail-screen';
import { StorySkeleton } from '@/features/story-detail/components/story-skeleton';
import { WithParent } from '../with-parent';

function StoryDetail({ storyId, userId }: { storyId: string; userId: string }) {
  const listener = useActiveProfile(userId);
  return <StoryDetailScreen storyId={storyId} userId={userId} listener={listener} />;
}

export function Component() {
  const { storyId = '' } = useParams();
  const sessionLoading = useSessionStore((state) => state.status === 'loading' && !state.user);
  if (sessionLoading) return <StorySkeleton />;
  return (
    <WithParent>{(userId) => <StoryDetail key={storyId} storyId={storyId} userId={userId} />}</WithParent>
  );
}
