import { useId } from 'react';
import { ChevronRight, FileText, LifeBuoy, Shield } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '@/ui/card';
// The real version, read at build time; only this string reaches the bundle (settings' own chunk).
import { version } from '../../../../package.json';

const links = [
  { to: '/terms', icon: FileText, label: 'common:pages.terms' },
  { to: '/privacy', icon: Shield, label: 'common:pages.privacy' },
  { to: '/help', icon: LifeBuoy, label: 'settings:appInfo.contact' },
] as const;

/** Settings › App Information (S§2): the legal pages, Contact Support, and the version. */
export function AppInfoSection() {
  const { t } = useTranslation(['settings', 'common']);
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-xl font-bold">
        {t('appInfo.title')}
      </h2>
      <p className="mt-1 text-ink-muted">{t('appInfo.about')}</p>
      <ul className="mt-4 flex flex-col gap-2">
        {links.map(({ to, icon: Icon, label }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex min-h-12 items-center gap-3 rounded-2xl bg-raised px-4 py-3 font-semibold text-ink hover:bg-line"
            >
              <Icon aria-hidden="true" className="size-5 shrink-0 text-accent" />
              <span className="flex-1">{t(label)}</span>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-ink-muted">{t('appInfo.version', { version })}</p>
    </Card>
  );
}
