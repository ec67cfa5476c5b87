import { PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';

/** S§2: after paying (or the demo), the subscription is being processed; the way on is the library. */
export function ThankYouScreen() {
  const { t } = useTranslation('subscription');
  return (
    <Card className="mt-4 flex flex-col items-center gap-4 py-10 text-center">
      <PartyPopper aria-hidden="true" className="size-12 text-accent" />
      <h2 className="text-2xl font-bold">{t('thankYou.heading')}</h2>
      <p className="max-w-md text-ink-muted">{t('thankYou.body')}</p>
      <Link to="/library" className={buttonClasses('primary', 'lg')}>
        {t('thankYou.toLibrary')}
      </Link>
    </Card>
  );
}
