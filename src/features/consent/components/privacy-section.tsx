import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';

/** Settings → Privacy & Consent: the way to the consent screen. */
export function PrivacySection() {
  const { t } = useTranslation(['common', 'consent']);
  return (
    <Card>
      <h2 className="text-xl font-bold">{t('pages.consentManagement')}</h2>
      <p className="mt-1 text-ink-muted">{t('consent:settingsSection.description')}</p>
      <Link to="/consent-management" className={`${buttonClasses('secondary')} mt-4`}>
        <ShieldCheck aria-hidden="true" />
        {t('consent:settingsSection.manage')}
      </Link>
    </Card>
  );
}
