import { useTranslation } from 'react-i18next';
import { cx } from '@/ui/class-names';
import type { DetailStatus } from '../story-format';

const looks: Record<DetailStatus, string> = {
  READY: 'border-emerald-400 bg-emerald-950 text-emerald-200',
  GENERATING: 'animate-pulse border-accent bg-raised text-accent',
  FAILED: 'border-danger-text bg-raised text-danger-text',
  ARCHIVED: 'border-line-strong bg-raised text-ink-muted',
};

/** S§2 generation status badge: green 'Ready', pulsing 'Generating...', 'Generation Failed'. */
export function StatusBadge({ status }: { status: DetailStatus }) {
  const { t } = useTranslation('story');
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full border px-3 py-1 text-sm font-semibold',
        looks[status],
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
}
