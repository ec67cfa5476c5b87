import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';

/** S§4 "Only one story may be generated at a time": the one under way, and a way to watch it. */
export function GenerationInProgressCard({ storyId }: { storyId: string }) {
  const { t } = useTranslation('create');
  return (
    <Card className="flex flex-col gap-3 border-accent sm:flex-row sm:items-center">
      <div className="flex-1">
        <h2 className="text-lg font-bold text-ink">{t('inProgress.title')}</h2>
        <p className="text-ink-muted">{t('inProgress.body')}</p>
      </div>
      <Link to={`/generating/${encodeURIComponent(storyId)}`} className={buttonClasses('secondary')}>
        {t('inProgress.action')}
      </Link>
    </Card>
  );
}
