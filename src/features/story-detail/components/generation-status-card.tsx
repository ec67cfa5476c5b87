import { ArchiveRestore, LifeBuoy, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { notify } from '@/ui/toast';
import { failureReasonKey } from '@/features/stories/story-format';
import type { DetailStatus } from '../story-format';
import { StatusBadge } from './status-badge';

interface GenerationStatusCardProps {
  status: DetailStatus;
  failureReason: string | null;
  /** Retry for a failed story; disabled while a regeneration runs. */
  onRetry: () => void;
  retryDisabled: boolean;
  /** Restore a story the parent archived (back to the library and search). */
  onRestore: () => void;
  /** Offline, Retry and Restore wait for the network, saying so (issue 12). */
  online: boolean;
}

function NeedsNetwork() {
  const { t } = useTranslation('story');
  return <p className="text-sm text-ink-muted">{t('manage.needsNetwork')}</p>;
}

/** S§2 generation status cards: GENERATING, READY and FAILED (with Retry and Contact Support). */
export function GenerationStatusCard({
  status,
  failureReason,
  onRetry,
  retryDisabled,
  onRestore,
  online,
}: GenerationStatusCardProps) {
  const { t } = useTranslation('story');
  if (status === 'READY') {
    return (
      <Card className="flex flex-wrap items-center justify-between gap-2 py-3">
        <h2 className="font-bold">{t('generation.heading')}</h2>
        <StatusBadge status={status} />
        <p className="basis-full text-sm text-ink-muted">{t('generation.ready')}</p>
      </Card>
    );
  }
  if (status === 'ARCHIVED') {
    return (
      <Card className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-bold">{t('generation.heading')}</h2>
          <StatusBadge status={status} />
        </div>
        <p className="text-ink-muted">{t('generation.archivedBody')}</p>
        <Button variant="secondary" className="self-start" disabled={!online} onClick={onRestore}>
          <ArchiveRestore aria-hidden="true" />
          {t('generation.restore')}
        </Button>
        {!online && <NeedsNetwork />}
      </Card>
    );
  }
  const reasonKey = failureReason ? failureReasonKey(failureReason) : null;
  return (
    <Card className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold">{t('generation.heading')}</h2>
        <StatusBadge status={status} />
      </div>
      {status === 'GENERATING' && <p className="text-ink-muted">{t('generation.takesAWhile')}</p>}
      {status === 'FAILED' && (
        <>
          <p className="text-ink-muted">
            {reasonKey ? t(`generation.reasons.${reasonKey}`) : (failureReason ?? t('generation.failedBody'))}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={onRetry} disabled={retryDisabled || !online}>
              <RotateCcw aria-hidden="true" />
              {t('generation.retry')}
            </Button>
            <Button variant="secondary" onClick={() => notify.info(t('generation.supportSoon'))}>
              <LifeBuoy aria-hidden="true" />
              {t('generation.contactSupport')}
            </Button>
          </div>
          {!online && <NeedsNetwork />}
        </>
      )}
    </Card>
  );
}
