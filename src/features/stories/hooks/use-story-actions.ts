import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { retryStory } from '@/features/stories/api/retry-story';
import { sequelStory } from '@/features/stories/api/sequel-story';
import { updateStory } from '@/features/stories/api/update-story';
import { storyKeys } from '@/features/stories/story-keys';
import { isApiError } from '@/lib/api/api-error';
import { apiErrorMessage } from '@/lib/i18n/api-error-message';
import { notify } from '@/ui/toast';

// S§7: a 404 or 405 from PATCH /stories/{id} means the server cannot update; S§8 then answers 501.
const updateUnavailable = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 405 || error.status === 501);

/**
 * What a parent does with a story in My Stories: archive it (it leaves the library and search),
 * restore one they archived, or try again a story whose generation failed or was cancelled.
 */
export function useStoryActions() {
  const { t } = useTranslation(['myStories', 'create', 'errors', 'common', 'story']);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refresh = () => queryClient.invalidateQueries({ queryKey: storyKeys.all });
  const failed = (title: string, error: unknown) => {
    if (updateUnavailable(error)) notify.error(t('toasts.updateUnavailable'));
    else
      notify.error(title, {
        description: isApiError(error) ? apiErrorMessage(error) : t('common:generic.tryAgain'),
      });
  };

  const archive = useMutation({
    mutationFn: (storyId: string) => updateStory(storyId, { status: 'archived' }),
    onSuccess: async () => {
      notify.success(t('toasts.archived'), { description: t('toasts.archivedBody') });
      await refresh();
    },
    onError: (error) => failed(t('toasts.archiveFailed'), error),
  });

  const restore = useMutation({
    mutationFn: (storyId: string) => updateStory(storyId, { status: 'published' }),
    onSuccess: async () => {
      notify.success(t('toasts.restored'), { description: t('toasts.restoredBody') });
      await refresh();
    },
    onError: (error) => failed(t('toasts.restoreFailed'), error),
  });

  const retry = useMutation({
    mutationFn: (storyId: string) => retryStory(storyId),
    onSuccess: async (story) => {
      notify.success(t('toasts.retrying'));
      void refresh();
      await navigate(`/generating/${encodeURIComponent(story.id)}`);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409 && error.code === 'GENERATION_IN_PROGRESS') {
        notify.error(t('create:toasts.generationInProgress'), {
          description: t('create:toasts.waitForCurrent'),
        });
      } else failed(t('toasts.retryFailed'), error);
    },
  });

  // "Another adventure": the next story of the series is made, and the parent watches it being written.
  const sequel = useMutation({
    mutationFn: (storyId: string) => sequelStory(storyId),
    onSuccess: async (story) => {
      notify.success(t('story:series.started'));
      void refresh();
      await navigate(`/generating/${encodeURIComponent(story.id)}`);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409 && error.code === 'GENERATION_IN_PROGRESS') {
        notify.error(t('create:toasts.generationInProgress'), {
          description: t('create:toasts.waitForCurrent'),
        });
      } else if (isApiError(error) && error.code === 'SERIES_HAS_NEXT') {
        notify.info(t('story:series.hasNext'));
        void refresh();
      } else failed(t('story:series.failed'), error);
    },
  });

  /** The story whose action is under way (its buttons wait), if any. */
  const busyId = [archive, restore, retry, sequel].find((mutation) => mutation.isPending)?.variables ?? null;

  return {
    archive: (storyId: string) => archive.mutate(storyId),
    restore: (storyId: string) => restore.mutate(storyId),
    retry: (storyId: string) => retry.mutate(storyId),
    sequel: (storyId: string) => sequel.mutate(storyId),
    busyId,
  };
}
