import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { deleteStory } from '@/features/stories/api/delete-story';
import { storyKeys } from '@/features/stories/story-keys';
import { isApiError } from '@/lib/api/api-error';
import { apiErrorMessage } from '@/lib/i18n/api-error-message';
import { notify } from '@/ui/toast';
import { stopStoryPlayback } from '../use-story-playback';

// S§7: a 404 or 405 from DELETE /stories/{id} means the server cannot delete; S§8 then answers 501.
const deletionUnavailable = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 405 || error.status === 501);

/** S§2 'Delete Story': DELETE /stories/{id}, then 'Story deleted' and back to the library. */
export function useDeleteStory(storyId: string) {
  const { t } = useTranslation(['story', 'errors', 'common']);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => deleteStory(storyId),
    onSuccess: async () => {
      stopStoryPlayback(storyId);
      notify.success(t('delete.done'));
      navigate('/library', { replace: true });
      // Lists refetch when next shown; the deleted story is not asked for again.
      queryClient.removeQueries({ queryKey: storyKeys.detail(storyId), exact: true });
      await queryClient.invalidateQueries({ queryKey: storyKeys.all, refetchType: 'none' });
    },
    onError: (error) => {
      if (deletionUnavailable(error)) notify.error(t('delete.unavailable'));
      else
        notify.error(t('common:generic.somethingWentWrong'), {
          description: isApiError(error) ? apiErrorMessage(error) : t('common:generic.tryAgain'),
        });
    },
  });
}
