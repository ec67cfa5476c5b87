import { useEffect } from 'react';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { changePreferences, usePreferencesStore } from '@/features/settings/preferences-store';
import { buttonClasses } from '@/ui/button';
import { SectionCard } from '@/ui/section-card';
import { SwitchRow } from '@/ui/switch-row';
import { analyticsToggle } from '../analytics-lock';
import { refreshConsent, useConsentStore } from '../consent-store';
import { useConsentChange } from '../use-consent-change';

/**
 * Settings → Privacy & Consent: Child Mode (on by default: no analytics on this device), the analytics
 * switch it locks (S§2), and the way to the other consent choices.
 */
export function PrivacySection() {
  const { t } = useTranslation(['common', 'consent', 'playback']);
  const childMode = usePreferencesStore((state) => state.childModeEnabled);
  const consent = useConsentStore((state) => state.consent);
  const saving = useConsentStore((state) => state.saving);
  const change = useConsentChange();
  const analytics = analyticsToggle(consent, childMode);

  useEffect(() => {
    refreshConsent().catch((error: unknown) =>
      console.warn('Consent: the server copy could not be read.', error),
    );
  }, []);

  const setChildMode = (on: boolean) => {
    changePreferences({ childModeEnabled: on });
    // Child Mode on means no analytics: a consent given before is withdrawn, and recorded as such.
    if (on && consent.analytics && saving === null) void change('analytics', false);
  };

  return (
    <SectionCard title={t('pages.consentManagement')} description={t('consent:settingsSection.description')}>
      <SwitchRow
        label={t('playback:childMode.name')}
        description={t('playback:childMode.description')}
        checked={childMode}
        onChange={setChildMode}
      />
      <SwitchRow
        label={t('consent:toggles.analytics.name')}
        description={t('consent:toggles.analytics.description')}
        note={analytics.locked ? t('playback:childMode.analyticsLocked') : undefined}
        checked={analytics.checked}
        disabled={analytics.locked || saving !== null}
        onChange={(granted) => void change('analytics', granted)}
      />
      <Link to="/consent-management" className={`${buttonClasses('secondary')} self-start`}>
        <ShieldCheck aria-hidden="true" />
        {t('consent:settingsSection.manage')}
      </Link>
    </SectionCard>
  );
}
