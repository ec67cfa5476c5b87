import { UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isApiError } from '@/lib/api/api-error';
import { apiErrorMessage } from '@/lib/i18n/api-error-message';
import { buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';
import { Skeleton } from '@/ui/skeleton';
import { isNotFound } from '../not-found';

/** While one profile loads: a skeleton; if it is unknown, 'Child profile not found' (P§2); else the error. */
export function ChildLoadState({ error }: { error: unknown }) {
  const { t } = useTranslation(['profiles', 'common', 'errors']);
  if (!error) return <Skeleton className="mt-4 h-40" />;
  const message = isNotFound(error)
    ? t('detail.notFound')
    : isApiError(error)
      ? apiErrorMessage(error)
      : t('common:generic.somethingWentWrong');
  return (
    <Card className="mt-4 flex flex-col items-center gap-4 py-10 text-center">
      <UserX aria-hidden="true" className="size-10 text-accent" />
      <h2 className="text-xl font-bold">{message}</h2>
      <Link to="/" className={buttonClasses('secondary')}>
        {t('common:actions.goHome')}
      </Link>
    </Card>
  );
}
