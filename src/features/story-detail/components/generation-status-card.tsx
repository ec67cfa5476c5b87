import { LifeBuoy, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { notify } from '@/ui/toast';
import type { DetailStatus } from '../story-format';
import { StatusBadge } from './status-badge';

interface GenerationStatusCardProps {
  status: DetailStatus;
  failureReason: string | null;
  /** Retry for a failed story; disabled while a regeneration runs. */
  onRetry: () => void;
  retryDisabled: boolean;
}

/** S§2 generation status cards: GENERATING, READY and FAILED (with Retry and Contact Support). */
export function GenerationStatusCard({
  status,
  failureReason,
  onRetry,
  retryDisabled,
}: GenerationStatusCardProps) {
  const { t } = useTranslation('story');
  return (
    <Card className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold">{t('generation.heading')}</h2>
        <StatusBadge status={status} />
      </div>
      {status === 'GENERATING' && <p className="text-ink-muted">{t('generation.takesAWhile')}</p>}
      {status === 'READY' && <p className="text-ink-muted">{t('generation.ready')}</p>}
      {status === 'FAILED' && (
        <>
          <p className="text-ink-muted">{failureReason ?? t('generation.failedBody')}</p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={onRetry} disabled={retryDisabled}>
              <RotateCcw aria-hidden="true" />
              {t('generation.retry')}
            </Button>
            <Button variant="secondary" onClick={() => notify.info(t('generation.supportSoon'))}>
              <LifeBuoy aria-hidden="true" />
              {t('generation.contactSupport')}
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}
