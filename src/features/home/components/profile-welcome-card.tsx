import { UserPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';
import { KidAvatar } from '@/ui/kid-avatar';

interface ProfileWelcomeCardProps {
  /** The active kid profile; null when the parent has none yet. */
  profile: { name: string; avatar: string } | null;
}

/**
 * The home welcome card for a signed-in parent (P§2): with no kid profile, a prompt to create one;
 * with one, a greeting with the active profile's name.
 */
export function ProfileWelcomeCard({ profile }: ProfileWelcomeCardProps) {
  const { t } = useTranslation('home');
  if (profile) {
    return (
      <Card className="mt-2 flex items-center gap-4">
        <KidAvatar avatar={profile.avatar} size={56} />
        <div className="min-w-0">
          <h2 className="text-2xl font-bold break-words">{t('welcome.greeting', { name: profile.name })}</h2>
          <p className="mt-1 text-ink-muted">{t('welcome.greetingBody')}</p>
        </div>
      </Card>
    );
  }
  return (
    <Card className="mt-2 flex flex-col gap-4 sm:flex-row sm:items-center">
      <UserPen aria-hidden="true" className="size-10 shrink-0 text-accent" />
      <div className="flex-1">
        <h2 className="text-xl font-bold">{t('welcome.createProfileTitle')}</h2>
        <p className="mt-1 text-ink-muted">{t('welcome.createProfileBody')}</p>
      </div>
      <Link to="/child-profile/new" className={buttonClasses('primary')}>
        {t('welcome.createProfileAction')}
      </Link>
    </Card>
  );
}
