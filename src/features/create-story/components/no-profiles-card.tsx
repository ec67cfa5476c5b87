import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/ui/button';
import { DEFAULT_CHILD_AVATAR } from '@/contract/child';
import { Card } from '@/ui/card';
import { KidAvatar } from '@/ui/kid-avatar';

/** S§2: with no kid profile there is no one to make a story for yet. */
export function NoProfilesCard() {
  const { t } = useTranslation('create');
  return (
    <Card className="mt-4 flex flex-col items-center gap-4 text-center">
      <KidAvatar avatar={DEFAULT_CHILD_AVATAR} size={64} />
      <h2 className="text-xl font-bold text-ink">{t('noProfiles.title')}</h2>
      <p className="text-ink-muted">{t('noProfiles.body')}</p>
      <Link to="/settings" className={buttonClasses('primary', 'lg')}>
        {t('noProfiles.action')}
      </Link>
    </Card>
  );
}
