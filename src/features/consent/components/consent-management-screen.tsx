import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { usePreferencesStore } from '@/features/settings/preferences-store';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import { textLinkClasses } from '@/ui/text-link';
import { notify } from '@/ui/toast';
import { analyticsToggle } from '../analytics-lock';
import { refreshConsent, useConsentStore, type ConsentKey } from '../consent-store';
import { useConsentChange } from '../use-consent-change';
import { ConsentToggle } from './consent-toggle';

const KEYS: readonly ConsentKey[] = ['analytics', 'personalization', 'marketing', 'dataCollection'];

interface ConsentManagementScreenProps {
  parentMode: boolean;
  /** Lock Parent Mode: back to child mode. */
  lock: () => void;
  /** Reports a step of the flow to analytics. */
  track: (name: string, properties?: Record<string, unknown>) => void;
}

/** /consent-management (P§2): the four consents, saved one toggle at a time. */
export function ConsentManagementScreen({ parentMode, lock, track }: ConsentManagementScreenProps) {
  const { t } = useTranslation(['common', 'consent', 'playback']);
  const navigate = useNavigate();
  const consent = useConsentStore((state) => state.consent);
  const saving = useConsentStore((state) => state.saving);
  const childMode = usePreferencesStore((state) => state.childModeEnabled);
  const analytics = analyticsToggle(consent, childMode);
  const change = useConsentChange();

  // Lock takes effect once this page has gone: locked while still here, the parent-mode guard would
  // send the parent to the gate instead of home.
  const lockOnLeave = useRef(false);
  useEffect(
    () => () => {
      if (lockOnLeave.current) lock();
    },
    [lock],
  );

  useEffect(() => {
    refreshConsent().catch((error: unknown) =>
      console.warn('Consent: the server copy could not be read.', error),
    );
    track('screen_view', { screen: 'consent_management' });
  }, [track]);

  /** Continue, Skip and Lock wait while a change is being saved (P§2). */
  const blockedBySaving = (): boolean => {
    if (saving === null) return false;
    notify.info(t('consent:toast.saving'), { description: t('consent:toast.finishFirst') });
    return true;
  };

  const onContinue = () => {
    if (blockedBySaving()) return;
    track('consent_reviewed', { action: 'continue' });
    navigate('/');
  };

  const onSkip = () => {
    if (!blockedBySaving()) navigate('/');
  };

  const onLock = () => {
    if (blockedBySaving()) return;
    lockOnLeave.current = true;
    navigate('/', { replace: true });
  };

  return (
    <>
      <PageHeader title={t('pages.consentManagement')} backTo="/settings" />
      <Card className="mt-4">
        <p className="text-ink-muted">{t('consent:intro')}</p>
        {!parentMode && <p className="mt-2 font-semibold text-ink">{t('consent:parentModeOff')}</p>}
        <p role="status" className="mt-2 min-h-6 text-sm text-ink-muted">
          {saving !== null ? t('consent:saving') : ''}
        </p>
        <ul className="mt-2">
          {KEYS.map((key) => (
            <ConsentToggle
              key={key}
              name={t(`consent:toggles.${key}.name`)}
              description={t(`consent:toggles.${key}.description`)}
              helper={t(`consent:toggles.${key}.helper`)}
              checked={key === 'analytics' ? analytics.checked : consent[key]}
              disabled={!parentMode || saving !== null || (key === 'analytics' && analytics.locked)}
              note={
                key === 'analytics' && analytics.locked ? t('playback:childMode.analyticsLocked') : undefined
              }
              saving={saving === key}
              savingLabel={t('consent:saving')}
              onChange={(granted) => void change(key, granted)}
            />
          ))}
        </ul>
        <p className="mt-4">
          <Link to="/privacy?from=/consent-management" className={textLinkClasses}>
            {t('consent:privacyLink')}
          </Link>
        </p>
      </Card>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={onContinue}>{t('consent:continue')}</Button>
        <Button variant="secondary" onClick={onSkip}>
          {t('consent:skip')}
        </Button>
        <Button variant="ghost" onClick={onLock}>
          {t('consent:lock')}
        </Button>
      </div>
    </>
  );
}
