import { useParentModeStore } from '@/features/parent-mode/parent-mode-store';
import { onListeningMilestone } from '@/features/player/player-store';
import { noticeMilestone } from '@/features/settings/notices';

// Composes the player's listening milestones, parent mode and Settings › Notifications: a chapter heard
// to its end becomes a notice for the parent (notification-rules.ts says when). Loaded by the layout
// once a story is in the player.

onListeningMilestone(({ session, chapterId, percent }) => {
  const chapter = session.chapters.find((one) => one.id === chapterId);
  if (!chapter) return;
  const heard = {
    storyId: session.storyId,
    storyTitle: session.storyTitle,
    chapterTitle: chapter.title,
    current: chapter.order,
    total: session.chapterCount ?? session.chapters.length,
    percent,
  };
  noticeMilestone(heard, useParentModeStore.getState().enabled).catch((error: unknown) =>
    console.warn('Notifications: a listening notice failed.', error),
  );
});
