import type { Chapter } from '@/contract/story';
import type { PlayerPanels } from '@/features/player/components/player-screen';
import { startPlayback, usePlayerStore } from '@/features/player/player-store';
import { ChapterList } from '@/features/story-detail/components/chapter-list';
import { StoryDescriptionCard } from '@/features/story-detail/components/story-description-card';
import { useStory } from '@/features/story-detail/hooks/use-story';
import { useStoryProgress } from '@/features/story-detail/hooks/use-story-progress';
import { chapterPercent, groupByChild } from '@/features/stories/story-progress';
import { useStoryDownload } from '@/features/downloads/use-downloads';
import { useOnline } from '@/lib/use-online';
import { Skeleton } from '@/ui/skeleton';

// The player's Info and Chapters tabs (issue 15), composed from the story page's parts: the story's
// description, and its chapter list with the listener's progress (the chapter playing, as it plays).

/** The percent heard of the chapter playing, whole numbers only (the list renders once per point). */
function useLivePercent(chapterId: string): number | null {
  return usePlayerStore((state) =>
    state.chapterId === chapterId && state.duration > 0
      ? Math.min(99, Math.floor((state.position / state.duration) * 100))
      : null,
  );
}

function StoryInfo({ storyId }: { storyId: string }) {
  const { data: story } = useStory(storyId);
  if (!story) return <Skeleton className="h-32 w-full" />;
  return <StoryDescriptionCard description={story.description ?? ''} large />;
}

function StoryChapters({
  storyId,
  userId,
  childId,
}: {
  storyId: string;
  userId: string;
  childId: string | null;
}) {
  const { data: story } = useStory(storyId);
  const progress = useStoryProgress(userId, storyId);
  const session = usePlayerStore((state) => state.session);
  const currentId = usePlayerStore((state) => state.chapterId);
  const live = useLivePercent(currentId ?? '');
  const kept = useStoryDownload(storyId);
  const online = useOnline();
  if (!story) return <Skeleton className="h-48 w-full" />;
  const records = childId ? (groupByChild(progress.data ?? []).get(childId) ?? []) : [];
  const percentOf = (chapter: Chapter) => {
    const saved = chapterPercent(chapter, records);
    return chapter.id === currentId && live !== null && saved < 100 ? Math.max(saved, live) : saved;
  };
  const isKept = (chapter: Chapter) => kept.chapters[chapter.id]?.state === 'downloaded';
  return (
    <ChapterList
      chapters={story.chapters ?? []}
      percentOf={percentOf}
      currentId={currentId}
      availabilityOf={(chapter) => (isKept(chapter) ? 'kept' : online ? null : 'unavailable')}
      onPlay={(chapterId) => {
        if (!session) return;
        startPlayback(session, chapterId).catch((error: unknown) =>
          console.error('Player: playback could not start.', error),
        );
      }}
    />
  );
}

/** The Info and Chapters tabs of the story in the player, for the parent and the listening child. */
export function playerStoryPanels(storyId: string, userId: string, childId: string | null): PlayerPanels {
  return {
    info: <StoryInfo storyId={storyId} />,
    chapters: <StoryChapters storyId={storyId} userId={userId} childId={childId} />,
  };
}
