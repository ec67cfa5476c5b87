import { CheckCircle2, Clock, Headphones } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface ProgressStatsProps {
  minutes: number;
  completed: number;
  inProgress: number;
}

/** S§2: the three numbers — Minutes, Completed, In Progress. */
export function ProgressStats({ minutes, completed, inProgress }: ProgressStatsProps) {
  const { t } = useTranslation('progress');
  const stats = [
    { label: t('stats.minutes'), value: minutes, Icon: Clock },
    { label: t('stats.completed'), value: completed, Icon: CheckCircle2 },
    { label: t('stats.inProgress'), value: inProgress, Icon: Headphones },
  ];
  return (
    <section aria-label={t('stats.label')}>
      <dl className="grid grid-cols-3 gap-3">
        {stats.map(({ label, value, Icon }) => (
          <div
            key={label}
            className="flex flex-col items-center gap-1 rounded-card border border-line bg-surface p-4 text-center"
          >
            <Icon aria-hidden="true" className="size-6 text-accent" />
            <dd className="text-3xl font-bold text-ink">{value}</dd>
            <dt className="text-sm text-ink-muted">{label}</dt>
          </div>
        ))}
      </dl>
    </section>
  );
}
