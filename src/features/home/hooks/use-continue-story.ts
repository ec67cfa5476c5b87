import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CHAPTER_DURATION_S } from '@/contract/constants';
import { readSavedPlayback } from '@/features/player/player-presence';
import { getStory } from '@/features/stories/api/get-story';
import { CLIENT_ERROR_CODES, isApiError } from '@/lib/api/api-error';
import { listUserProgressPage } from '@/lib/api/progress-api';
import { notify } from '@/ui/toast';
import { continueFrom, recentStoryIds, type ContinueStory } from '../continue-story';

/** Ours: how many of the most recent stories are looked at for one not finished. */
const STORIES_LOOKED_AT = 5;

async function findStoryToContinue(userId: string, childId: string): Promise<ContinueStory | null> {
  // P§9, S§7: one page of 25 records, newest first; then the stories they belong to, one by one.
  const { items } = await listUserProgressPage(userId, { childId });
  for (const storyId of recentStoryIds(items).slice(0, STORIES_LOOKED_AT)) {
    const story = await getStory(storyId).catch((error: unknown) => {
      if (isApiError(error) && error.status === 404) return null; // Deleted since.
      throw error;
    });
    const found = story && continueFrom(story, items);
    if (found) return found;
  }
  return null;
}

/**
 * With no network: the story last in the player on this device, if this kid was listening to it, at
 * the place it was left (the mini-player's memory, ADR 022). Its audio plays if it is downloaded.
 */
export function continueFromDevice(userId: string, childId: string): ContinueStory | null {
  const saved = readSavedPlayback();
  if (!saved || saved.session.userId !== userId || saved.session.childId !== childId) return null;
  const { session } = saved;
  const chapter = session.chapters.find((one) => one.id === saved.chapterId);
  if (!chapter) return null;
  const duration = saved.duration || chapter.duration || DEFAULT_CHAPTER_DURATION_S;
  return {
    story: {
      id: session.storyId,
      title: session.storyTitle,
      coverImageUrl: session.coverUrl,
      chapterCount: session.chapterCount ?? session.chapters.length,
    },
    chapters: session.chapters,
    resume: { chapter, position: Math.min(saved.position, duration), duration },
  };
}

const isOffline = (error: unknown) =>
  (isApiError(error) && error.code === CLIENT_ERROR_CODES.network) ||
  (typeof navigator !== 'undefined' && navigator.onLine === false);

/**
 * The story the kid profile goes on with (P§2 'Continue your story'); null when there is none. Read
 * afresh each time home shows (the player saves progress elsewhere); a failure says 'Failed to load
 * recent story', except with no network, where the device answers (continueFromDevice).
 */
export function useContinueStory(userId: string, childId: string) {
  const { t } = useTranslation('progress');
  const query = useQuery({
    queryKey: ['progress', userId, 'child', childId, 'continue'],
    // Offline is not a failure: the device says where the child was.
    queryFn: () =>
      findStoryToContinue(userId, childId).catch((error: unknown) => {
        if (isOffline(error)) return continueFromDevice(userId, childId);
        throw error;
      }),
    staleTime: 0,
    refetchOnMount: 'always',
  });
  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) notify.error(t('continueCard.loadFailed'), { id: 'continue-story' });
  }, [failedAt, t]);
  return query.data ?? null;
}
