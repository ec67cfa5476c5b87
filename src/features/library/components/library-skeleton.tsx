import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/ui/skeleton';

/** S§2: four skeleton cards while the library loads. */
export function LibrarySkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid gap-3 sm:grid-cols-2">
      <span className="sr-only">{t('a11y.loading')}</span>
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className="flex gap-4 rounded-card border border-line bg-surface p-4">
          <Skeleton className="size-20 shrink-0 sm:size-24" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
