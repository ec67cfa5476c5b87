import { Headphones } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Child } from '@/contract/child';
import { buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';
import { LoadFailed } from '@/ui/load-failed';
import { PageHeader } from '@/ui/page-header';
import { Skeleton } from '@/ui/skeleton';
import { useListeningOverview } from '../use-listening-overview';
import { CompletedStories, ContinueListening } from './listening-lists';
import { ProfileSwitcher } from '@/ui/profile-switcher';
import { ProgressStats } from './progress-stats';

interface ProgressScreenProps {
  userId: string;
  profiles: readonly Child[];
  /** The kid profile whose progress shows (P§6: the active one). */
  child: Child;
  onSelect: (childId: string) => void;
}

/** /progress (S§2 'Listening Progress'): what the active kid profile listened to. */
export function ProgressScreen({ userId, profiles, child, onSelect }: ProgressScreenProps) {
  const { t } = useTranslation(['progress', 'common']);
  const overview = useListeningOverview(userId, child.id);
  const data = overview.data;
  return (
    <>
      <PageHeader title={t('common:pages.progress')} backTo="/" />
      <div className="flex flex-col gap-6 pb-4">
        <ProfileSwitcher label={t('listener')} profiles={profiles} activeId={child.id} onSelect={onSelect} />
        {data ? (
          data.inProgress.length + data.completed.length === 0 && data.minutes === 0 ? (
            <Card className="flex flex-col items-center gap-4 py-10 text-center">
              <Headphones aria-hidden="true" className="size-12 text-accent" />
              <h2 className="text-xl font-bold">{t('empty.title')}</h2>
              <p className="max-w-md text-ink-muted">{t('empty.body')}</p>
              <Link to="/library" className={buttonClasses('primary')}>
                {t('empty.action')}
              </Link>
            </Card>
          ) : (
            <>
              <ProgressStats
                minutes={data.minutes}
                completed={data.completed.length}
                inProgress={data.inProgress.length}
              />
              <ContinueListening entries={data.inProgress} />
              <CompletedStories entries={data.completed} />
            </>
          )
        ) : overview.isError ? (
          <LoadFailed
            message={t('toasts.errorBody')}
            retryLabel={t('retry')}
            onRetry={() => void overview.refetch()}
          />
        ) : (
          <div role="status" className="flex flex-col gap-3">
            <span className="sr-only">{t('common:a11y.loading')}</span>
            <Skeleton className="h-28" />
            <Skeleton className="h-32" />
          </div>
        )}
      </div>
    </>
  );
}
