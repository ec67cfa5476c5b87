import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';
import type { Tab } from '../story-groups';

/** S§2: each tab's empty state; Published offers to create the first story. */
export function TabEmpty({ tab }: { tab: Tab }) {
  const { t } = useTranslation('myStories');
  return (
    <Card className="flex flex-col items-center gap-3 py-10 text-center">
      <h2 className="text-xl font-bold">{t(`empty.${tab}.title`)}</h2>
      <p className="text-ink-muted">{t(`empty.${tab}.body`)}</p>
      {tab === 'published' && (
        <Link to="/create-story" className={buttonClasses('primary')}>
          <Plus aria-hidden="true" />
          {t('empty.published.action')}
        </Link>
      )}
    </Card>
  );
}
