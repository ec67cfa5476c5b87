import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { GENERATION_FINISH_DELAY_MS } from '@/contract/constants';
import type { Story, StoryAudioStatus } from '@/contract/story';
import { cancelStoryGeneration } from '@/features/stories/api/cancel-story-generation';
import { getAudioStatus } from '@/features/stories/api/get-audio-status';
import { getStory } from '@/features/stories/api/get-story';
import { AUDIO_POLL, STORY_POLL, startPolling } from '@/features/stories/poll';
import { storyKeys } from '@/features/stories/story-keys';
import { isApiError } from '@/lib/api/api-error';
import { apiErrorMessage } from '@/lib/i18n/api-error-message';
import { notify } from '@/ui/toast';

type Outcome = 'ready' | 'storyFailed' | 'storyTimeout' | 'audioFailed' | 'audioTimeout' | 'notFound';

const failureToasts = {
  storyFailed: 'generating.toasts.storyFailed',
  storyTimeout: 'generating.toasts.storyTimeout',
  audioFailed: 'generating.toasts.audioFailed',
  audioTimeout: 'generating.toasts.audioTimeout',
} as const;

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * Follows a story being generated (S§2, S§4, S§8): the story every 2 s (published → ready, archived →
 * failed, 90 tries) and its audio every 3 s (failed, 120 tries; completed ends this poll and the
 * story's publication follows). The first final answer wins and stops both. Ready shows 100 %, tells
 * `onReady` (the device's notice, when the app is in the background), then opens the story after 1 s;
 * a failure goes to the library.
 */
export function useGeneration(storyId: string, onReady?: (story: Story) => void) {
  const { t } = useTranslation(['create', 'errors']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [story, setStory] = useState<Story | null>(null);
  const [audio, setAudio] = useState<StoryAudioStatus | null>(null);
  const [ready, setReady] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const settled = useRef(false);
  // A ref, not state: a poll answering 'archived' right after Cancel Story must see it at once.
  const cancelRequested = useRef(false);
  const stopPolling = useRef<() => void>(() => {});

  const settle = useEffectEvent((outcome: Outcome, readyStory?: Story) => {
    if (settled.current) return;
    settled.current = true;
    stopPolling.current();
    void queryClient.invalidateQueries({ queryKey: storyKeys.all });
    if (outcome === 'ready') {
      setReady(true);
      notify.success(t('generating.toasts.ready'), { description: t('generating.toasts.readyBody') });
      if (readyStory) onReady?.(readyStory);
      return;
    }
    if (outcome === 'notFound') {
      notify.error(t('generating.toasts.loadError'), { description: t('generating.toasts.loadErrorBody') });
    } else {
      notify.error(t(failureToasts[outcome]));
    }
    void navigate('/library', { replace: true });
  });

  const onStory = useEffectEvent((next: Story): boolean => {
    setStory(next);
    if (next.status === 'published') settle('ready', next);
    else if (next.status === 'archived' && !cancelRequested.current) settle('storyFailed');
    return settled.current;
  });

  const onAudio = useEffectEvent((next: StoryAudioStatus): boolean => {
    setAudio(next);
    if (next.status === 'failed' && !cancelRequested.current) settle('audioFailed');
    // Every chapter narrated: the story poll sees it published a moment later (opening the story
    // before that would bounce back here, as the detail screen sends generating stories to this one).
    return settled.current || next.status === 'completed';
  });

  const onFailure = useEffectEvent((error: unknown): boolean => {
    if (isNotFound(error)) settle('notFound');
    return settled.current;
  });

  const onTimeout = useEffectEvent((outcome: 'storyTimeout' | 'audioTimeout') => settle(outcome));

  useEffect(() => {
    settled.current = false;
    const stops = [
      startPolling({
        run: () => getStory(storyId),
        onResult: onStory,
        onError: onFailure,
        onTimeout: () => onTimeout('storyTimeout'),
        ...STORY_POLL,
      }),
      startPolling({
        run: () => getAudioStatus(storyId),
        onResult: onAudio,
        onError: onFailure,
        onTimeout: () => onTimeout('audioTimeout'),
        ...AUDIO_POLL,
      }),
    ];
    stopPolling.current = () => stops.forEach((stop) => stop());
    return () => stopPolling.current();
  }, [storyId]);

  // S§2: "Ready: progress 100, then after 1 second to /story/{id}".
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => {
      void navigate(`/story/${encodeURIComponent(storyId)}`, { replace: true });
    }, GENERATION_FINISH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate, ready, storyId]);

  /** S§2 Cancel Story: the server fails the story with the user's reason; then the library. */
  const cancel = async () => {
    cancelRequested.current = true;
    setCancelling(true);
    try {
      await cancelStoryGeneration(storyId);
    } catch (error) {
      cancelRequested.current = false;
      setCancelling(false);
      const message = isApiError(error) ? apiErrorMessage(error) : undefined;
      notify.error(t('generating.toasts.cancelFailed'), message ? { description: message } : undefined);
      return;
    }
    settled.current = true;
    stopPolling.current();
    void queryClient.invalidateQueries({ queryKey: storyKeys.all });
    void navigate('/library', { replace: true });
  };

  return { story, audio, ready, cancel, cancelling };
}
