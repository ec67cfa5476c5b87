import { useTranslation } from 'react-i18next';
import { Spinner } from '@/ui/spinner';

/** Shown while the first page's chunk loads (React Router's HydrateFallback). */
export function RouteFallback() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label={t('a11y.loading')} />
    </div>
  );
}
