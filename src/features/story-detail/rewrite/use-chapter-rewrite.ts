import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isRewriteActive, type ChapterRewrite, type RewriteInstruction } from '@/contract/chapter-rewrite';
import type { Story } from '@/contract/story';
import { storyKeys } from '@/features/stories/story-keys';
import { isApiError } from '@/lib/api/api-error';
import { apiErrorMessage } from '@/lib/i18n/api-error-message';
import { useOnline } from '@/lib/use-online';
import { notify } from '@/ui/toast';
import { getLatestRewrite, requestRewrite, rewriteKey } from './rewrite-api';

/** Writing and narrating one chapter takes seconds: asked every 1.5 s while it runs. */
const POLL_MS = 1_500;

export interface ChapterRewriting {
  /** The rewrite under way, if any (one per story at a time). */
  active: ChapterRewrite | null;
  /** A rewrite that failed while this page was open: its chapter says why. */
  failed: ChapterRewrite | null;
  starting: boolean;
  start: (chapterId: string, instruction: RewriteInstruction) => void;
}

/**
 * A parent's rewrite of one chapter (ADR 035), as the story page follows it: asks for the story's
 * newest rewrite (so one started before a reload shows again), polls it while it runs, and when it
 * ends refreshes the story (the new text) and says so — only for a rewrite seen running on this visit.
 */
export function useChapterRewrite(story: Story, enabled: boolean): ChapterRewriting {
  const { t } = useTranslation(['story', 'errors']);
  const queryClient = useQueryClient();
  const online = useOnline();
  /** The rewrite seen running on this visit: only its end is told (not one that ended last week). */
  const [followed, setFollowed] = useState<string | null>(null);
  const told = useRef(new Set<string>());
  const { data: latest = null } = useQuery({
    queryKey: rewriteKey(story.id),
    queryFn: async () => {
      const rewrite = await getLatestRewrite(story.id);
      if (rewrite && isRewriteActive(rewrite)) setFollowed(rewrite.jobId);
      return rewrite;
    },
    enabled: enabled && online,
    refetchInterval: (query) => (isRewriteActive(query.state.data) ? POLL_MS : false),
  });
  const titleOf = (chapterId: string) => story.chapters?.find((one) => one.id === chapterId)?.title ?? '';
  const ended = latest && latest.jobId === followed && !isRewriteActive(latest) ? latest : null;

  useEffect(() => {
    if (!ended || told.current.has(ended.jobId)) return;
    told.current.add(ended.jobId);
    const title = titleOf(ended.chapterId);
    if (ended.status === 'completed') {
      void queryClient.invalidateQueries({ queryKey: storyKeys.detail(story.id) });
      notify.success(t('rewrite.doneTitle'), { description: t('rewrite.doneBody', { title }) });
      return;
    }
    notify.error(t('rewrite.failedTitle', { title }), {
      description: ended.failure === 'unsafe' ? t('rewrite.failedUnsafe') : t('rewrite.failedOther'),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per rewrite that ends
  }, [ended]);

  const mutation = useMutation({
    mutationFn: ({ chapterId, instruction }: { chapterId: string; instruction: RewriteInstruction }) =>
      requestRewrite(story.id, chapterId, instruction),
    onSuccess: (job) => {
      setFollowed(job.jobId);
      queryClient.setQueryData(rewriteKey(story.id), job);
    },
    onError: (error, { chapterId }) =>
      notify.error(t('rewrite.failedTitle', { title: titleOf(chapterId) }), {
        description: isApiError(error) ? apiErrorMessage(error) : t('rewrite.failedOther'),
      }),
  });

  return {
    active: isRewriteActive(latest) ? latest : null,
    failed: ended?.status === 'completed' ? null : ended,
    starting: mutation.isPending,
    start: (chapterId, instruction) => mutation.mutate({ chapterId, instruction }),
  };
}
