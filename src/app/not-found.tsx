import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@/lib/use-document-title';
import { buttonClasses } from '@/ui/button';

/** The `*` route (P§2, S§2). */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('generic.pageNotFound'));
  return (
    <section className="flex flex-col items-center gap-6 py-16 text-center">
      <Compass aria-hidden="true" className="size-16 text-accent" />
      <h1 className="text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="max-w-md text-lg text-ink-muted">{t('notFound.body')}</p>
      <Link to="/" className={buttonClasses('primary', 'lg')}>
        {t('actions.returnHome')}
      </Link>
    </section>
  );
}
