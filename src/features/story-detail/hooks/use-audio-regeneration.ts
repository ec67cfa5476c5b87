import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getAudioStatus } from '@/features/stories/api/get-audio-status';
import { regenerateStoryAudio } from '@/features/stories/api/regenerate-story-audio';
import { storyKeys } from '@/features/stories/story-keys';
import { isApiError } from '@/lib/api/api-error';
import { apiErrorMessage } from '@/lib/i18n/api-error-message';
import { notify } from '@/ui/toast';
import { pollRegeneration, regenerationProgress } from '../audio-regeneration';

export interface AudioRegeneration {
  /** A regeneration is running (S§4: Regenerate is then disabled). */
  running: boolean;
  /** Percent of chapters renewed, while running. */
  progress: number;
  start: () => void;
}

/**
 * S§4 'Regenerate Audio': the outcomes and their toasts. When `published`, asks the audio status once on
 * mount: a regeneration still running (started before the page was left) shows again and is followed to
 * its end.
 */
export function useAudioRegeneration(storyId: string, published: boolean): AudioRegeneration {
  const { t } = useTranslation(['story', 'errors']);
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState(0);
  const aborter = useRef<AbortController | null>(null);

  useEffect(() => () => aborter.current?.abort(), []);

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: storyKeys.detail(storyId) }),
    [queryClient, storyId],
  );

  const failed = useCallback(
    (description: string) => notify.error(t('regenerate.failedTitle'), { description }),
    [t],
  );

  /** Polls a queued or running job to its end, then refreshes the story and tells how it ended. */
  const follow = useCallback(
    async (signal: AbortSignal) => {
      const outcome = await pollRegeneration({
        getAudioStatus: () => getAudioStatus(storyId),
        onProgress: setProgress,
        signal,
      });
      await refresh();
      if (outcome === 'completed') {
        notify.success(t('regenerate.readyTitle'), { description: t('regenerate.allDone') });
      } else {
        failed(outcome === 'failed' ? t('regenerate.tryLater') : t('regenerate.timedOut'));
      }
    },
    [failed, refresh, storyId, t],
  );

  const run = useCallback(
    (task: (signal: AbortSignal) => Promise<void>) => {
      aborter.current?.abort();
      const controller = new AbortController();
      aborter.current = controller;
      void (async () => {
        try {
          await task(controller.signal);
        } catch (error) {
          if (controller.signal.aborted) return; // The screen was left: nothing to tell.
          failed(isApiError(error) ? apiErrorMessage(error) : t('regenerate.triggerFailed'));
        } finally {
          if (!controller.signal.aborted) setRunning(false);
        }
      })();
    },
    [failed, t],
  );

  // A regeneration started earlier may still be running: show it and follow it to its end.
  useEffect(() => {
    if (!published) return;
    const controller = new AbortController();
    getAudioStatus(storyId).then(
      (status) => {
        if (controller.signal.aborted || !status.regeneration) return;
        setRunning(true);
        setProgress(regenerationProgress(status));
        run(follow);
      },
      () => {}, // Not knowing only means no running job shows; Regenerate still works.
    );
    return () => controller.abort();
  }, [follow, published, run, storyId]);

  const start = useCallback(() => {
    if (running) return;
    setRunning(true);
    setProgress(0);
    run(async (signal) => {
      const job = await regenerateStoryAudio(storyId);
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
      await follow(signal);
    });
  }, [failed, follow, refresh, run, running, storyId, t]);

  return { running, progress, start };
}
