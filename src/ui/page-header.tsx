import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@/lib/use-document-title';
import { buttonClasses } from './button';

interface PageHeaderProps {
  /** The page's one `<h1>`, already translated; it also names the browser tab. */
  title: string;
  /** Where the back arrow leads; no arrow when omitted. */
  backTo?: string;
  /** Buttons shown at the end of the header (search, refresh…). */
  actions?: ReactNode;
}

export function PageHeader({ title, backTo, actions }: PageHeaderProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <header className="flex min-h-16 items-center gap-3 py-3">
      {backTo !== undefined && (
        <Link to={backTo} aria-label={t('actions.back')} className={buttonClasses('ghost', 'icon')}>
          <ArrowLeft aria-hidden="true" />
        </Link>
      )}
      <h1 className="min-w-0 flex-1 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
      {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
    </header>
  );
}
