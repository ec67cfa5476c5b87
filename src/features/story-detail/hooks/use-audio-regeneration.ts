import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api/api-error';
import { apiErrorMessage } from '@/lib/i18n/api-error-message';
import { notify } from '@/ui/toast';
import { pollRegeneration } from '../audio-regeneration';
import type { StoryDetailApi } from '../story-detail-api';
import { storyQueryKey } from './use-story';

export interface AudioRegeneration {
  /** A regeneration is running (S§4: Regenerate is then disabled). */
  running: boolean;
  /** Percent of chapters renewed, while running. */
  progress: number;
  start: () => void;
}

/** S§4 'Regenerate Audio': the outcomes and their toasts. */
export function useAudioRegeneration(api: StoryDetailApi, storyId: string): AudioRegeneration {
  const { t } = useTranslation(['story', 'errors']);
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState(0);
  const aborter = useRef<AbortController | null>(null);

  useEffect(() => () => aborter.current?.abort(), []);

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: storyQueryKey(storyId) }),
    [queryClient, storyId],
  );

  const failed = useCallback(
    (description: string) => notify.error(t('regenerate.failedTitle'), { description }),
    [t],
  );

  const start = useCallback(() => {
    if (running) return;
    const controller = new AbortController();
    aborter.current = controller;
    setRunning(true);
    setProgress(0);
    void (async () => {
      try {
        const job = await api.regenerateStoryAudio(storyId);
        if (job.status === 'completed') {
          await refresh();
          notify.success(t('regenerate.readyTitle'), { description: t('regenerate.nothingToDo') });
          return;
        }
        if (job.status === 'failed') {
          failed(t('regenerate.tryLater'));
          return;
        }
        setProgress(job.progress);
        notify.info(t('regenerate.startedTitle'), { description: t('regenerate.startedBody') });
        const outcome = await pollRegeneration({
          getAudioStatus: () => api.getAudioStatus(storyId),
          onProgress: setProgress,
          signal: controller.signal,
        });
        await refresh();
        if (outcome === 'completed') {
          notify.success(t('regenerate.readyTitle'), { description: t('regenerate.allDone') });
        } else {
          failed(outcome === 'failed' ? t('regenerate.tryLater') : t('regenerate.timedOut'));
        }
      } catch (error) {
        if (controller.signal.aborted) return; // The screen was left: nothing to tell.
        failed(isApiError(error) ? apiErrorMessage(error) : t('regenerate.triggerFailed'));
      } finally {
        if (!controller.signal.aborted) setRunning(false);
      }
    })();
  }, [api, failed, refresh, running, storyId, t]);

  return { running, progress, start };
}
