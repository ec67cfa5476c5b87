import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/ui/page-header';
import { CATEGORY_ICONS, CATEGORY_IDS } from '../categories';

/** /categories (S§2): a tile per theme, each opening its category. */
export function CategoriesScreen() {
  const { t } = useTranslation(['categories', 'common']);
  return (
    <>
      <PageHeader title={t('common:pages.categories')} backTo="/" />
      <p className="text-ink-muted">{t('intro')}</p>
      <ul aria-label={t('gridLabel')} className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {CATEGORY_IDS.map((id) => {
          const Icon = CATEGORY_ICONS[id];
          return (
            <li key={id}>
              <Link
                to={`/categories/${id}`}
                className="flex h-full min-h-36 flex-col items-center justify-center gap-2 rounded-card border border-line bg-surface p-4 text-center transition-colors hover:border-line-strong hover:bg-raised"
              >
                <span className="flex size-14 items-center justify-center rounded-full bg-raised text-accent">
                  <Icon aria-hidden="true" className="size-7" />
                </span>
                <span className="text-lg font-semibold text-ink">{t(`names.${id}`)}</span>
                <span className="text-sm text-ink-muted">{t(`blurbs.${id}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}
