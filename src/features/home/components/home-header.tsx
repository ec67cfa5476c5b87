import { MoonStar, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { APP_NAME } from '@/contract/constants';
import { useDocumentTitle } from '@/lib/use-document-title';
import { buttonClasses } from '@/ui/button';

/** The home header: the app's name and a way to search (P§2). */
export function HomeHeader() {
  const { t } = useTranslation('home');
  useDocumentTitle(APP_NAME);
  return (
    <header className="flex min-h-16 items-center gap-3 py-3">
      <MoonStar aria-hidden="true" className="size-8 text-accent" />
      <h1 className="flex-1 text-3xl font-bold tracking-tight">{APP_NAME}</h1>
      <Link to="/search" aria-label={t('searchLabel')} className={buttonClasses('secondary', 'icon')}>
        <Search aria-hidden="true" />
      </Link>
    </header>
  );
}
