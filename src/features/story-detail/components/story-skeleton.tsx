import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/ui/skeleton';

/** S§2: skeleton while the story loads. */
export function StorySkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="mt-4 flex flex-col gap-4">
      {/* The page's heading is the story's title; until it arrives, the page says what it is. */}
      <h1 className="sr-only">{t('pages.storyDetail')}</h1>
      <span className="sr-only">{t('a11y.loading')}</span>
      <Skeleton className="h-72" />
      <Skeleton className="h-14" />
      <Skeleton className="h-20" />
      <Skeleton className="h-20" />
    </div>
  );
}
