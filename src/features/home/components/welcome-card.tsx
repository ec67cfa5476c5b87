// Icons the home screen already draws (header, tiles), so the card adds no icon data to the first load.
import { MoonStar, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';
import { cx } from '@/ui/class-names';

/**
 * The home welcome card for a guest (P§2): Sign Up, Log In, and a dismissal that is remembered. The
 * signed-in cases (profile-welcome-card.tsx) load in their own chunk, never on a guest's first load.
 */
export function GuestWelcomeCard({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="guest-welcome-title">
      <Card className="relative mt-2 flex flex-col gap-4 pr-16">
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('welcome.dismiss')}
          className={cx(buttonClasses('ghost', 'icon'), 'absolute top-3 right-3')}
        >
          <X aria-hidden="true" />
        </button>
        <div className="flex items-center gap-3">
          <MoonStar aria-hidden="true" className="size-8 shrink-0 text-accent" />
          <h2 id="guest-welcome-title" className="text-xl font-bold">
            {t('welcome.guestTitle')}
          </h2>
        </div>
        <p className="text-ink-muted">{t('welcome.guestBody')}</p>
        <div className="flex flex-wrap gap-3">
          <Link to="/auth?mode=signup" className={buttonClasses('primary')}>
            {t('welcome.signUp')}
          </Link>
          <Link to="/auth?mode=login" className={buttonClasses('secondary')}>
            {t('welcome.logIn')}
          </Link>
        </div>
      </Card>
    </section>
  );
}
