import { useQuery, useQueryClient, useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CreateStoryBody } from '@/contract/story';
import { createStory } from '@/features/stories/api/create-story';
import { listStories } from '@/features/stories/api/list-stories';
import { warmUpNarrator } from '@/features/stories/api/warm-up-narrator';
import { storyKeys } from '@/features/stories/story-keys';
import { isApiError } from '@/lib/api/api-error';
import { apiErrorMessage } from '@/lib/i18n/api-error-message';
import { notify } from '@/ui/toast';

const generatingQuery = { status: 'generating', limit: 1 } as const;

/** The form's fields the server's safety check can refuse (ADR 030). */
export type CheckedField = 'title' | 'customPrompt';

/**
 * A 400 UNSAFE_INPUT names the field it refused and carries its kind message in both languages: the
 * field and the message in the interface's language, or undefined for any other failure.
 */
function unsafeField(error: unknown, language: string | undefined) {
  if (!isApiError(error) || error.code !== 'UNSAFE_INPUT') return undefined;
  const details = error.details as { field?: unknown; messages?: Record<string, unknown> } | undefined;
  const field = details?.field;
  if (field !== 'title' && field !== 'customPrompt') return undefined;
  const translated = language ? details?.messages?.[language] : undefined;
  return { field, message: typeof translated === 'string' ? translated : error.message } as const;
}

/** Where a guest signs in and comes back to this screen from (safeRedirect accepts it). */
export const SIGN_IN_PATH = `/auth?redirect=${encodeURIComponent('/create-story')}`;

/**
 * Sending the form (S§2, S§5, S§8). Only one story is generated at a time: while one is, the button
 * explains instead of posting, and the server's 409 says the same should two tabs race.
 */
export function useCreateStory(
  signedIn: boolean,
  onRefusedField?: (field: CheckedField, message: string) => void,
) {
  const { t, i18n } = useTranslation(['create', 'errors']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const generating = useQuery({
    queryKey: storyKeys.list(generatingQuery),
    queryFn: () => listStories(generatingQuery),
    enabled: signedIn,
    staleTime: 0, // A story may have finished since the cache last looked.
  });
  const generatingStoryId = generating.data?.items[0]?.id ?? null;

  // ADR 040: a parent on this screen is about to ask for a story, so the server readies its narrator
  // (it may have rested after a quiet spell). Nothing waits for it, and a failure changes nothing.
  useEffect(() => {
    if (signedIn) warmUpNarrator().catch(() => undefined);
  }, [signedIn]);

  const warnInProgress = () =>
    notify.error(t('toasts.generationInProgress'), { description: t('toasts.waitForCurrent') });

  const mutation = useMutation({
    mutationFn: (body: CreateStoryBody) => createStory(body),
    onSuccess: async (story, body) => {
      notify.success(t('toasts.creating'));
      // The generating screen shows 'Creating Your Story' rather than the placeholder title.
      const state = body.autoTitle ? { placeholderTitle: body.title } : undefined;
      await navigate(`/generating/${encodeURIComponent(story.id)}`, { state });
      void queryClient.invalidateQueries({ queryKey: storyKeys.all });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) {
        warnInProgress();
        void queryClient.invalidateQueries({ queryKey: storyKeys.list(generatingQuery) });
        return;
      }
      const refused = unsafeField(error, i18n.resolvedLanguage);
      // Said under the field it is about, where the parent will change it.
      if (refused && onRefusedField) return onRefusedField(refused.field, refused.message);
      const message = isApiError(error) ? apiErrorMessage(error) : '';
      notify.error(t('toasts.creationFailed'), { description: message || t('toasts.creationFailedDefault') });
    },
  });

  const submit = (body: CreateStoryBody) => {
    if (!signedIn) {
      notify.error(t('toasts.notAuthenticated'), { description: t('toasts.loginToCreate') });
      void navigate(SIGN_IN_PATH);
      return;
    }
    if (generatingStoryId) {
      warnInProgress();
      return;
    }
    mutation.mutate(body);
  };

  return { submit, isSubmitting: mutation.isPending, generatingStoryId };
}
