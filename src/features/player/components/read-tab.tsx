import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/ui/load-failed';
import { Skeleton } from '@/ui/skeleton';
import { useReadAlong } from '../read-along/use-read-along';
import { ReadAlongText } from './read-along-text';

/** The Read tab (issue 15): the chapter's text, following the voice when the narrator marked words. */
export function ReadTab({ storyId, chapterId }: { storyId: string; chapterId: string }) {
  const { t } = useTranslation('player');
  const { data, isPending, refetch } = useReadAlong(storyId, chapterId);
  if (isPending) {
    return (
      <div role="status" aria-label={t('read.loading')} className="flex flex-col gap-3">
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-8 w-11/12" />
        <Skeleton className="h-8 w-4/5" />
      </div>
    );
  }
  if (!data) {
    return (
      <LoadFailed message={t('read.failed')} retryLabel={t('read.retry')} onRetry={() => void refetch()} />
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <ReadAlongText readAlong={data} />
      <p className="text-sm text-ink-muted">{data.words ? t('read.tapHint') : t('read.noTimings')}</p>
    </div>
  );
}
