import { useTranslation } from 'react-i18next';
import { AccountSection } from '@/features/auth/components/account-section';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { PrivacySection } from '@/features/consent/components/privacy-section';
import { ChildrenSection } from '@/features/profiles/components/children-section';
import { AudioSettings } from '@/features/downloads/components/audio-settings';
import { LanguageSection } from '@/features/settings/components/language-section';
import { NotificationsSection } from '@/features/settings/components/notifications-section';
import { PlaybackSection } from '@/features/settings/components/playback-section';
import { PageHeader } from '@/ui/page-header';
import '../downloads-wiring';

export function Component() {
  const { t } = useTranslation(['common', 'settings']);
  const parentId = useSessionStore((state) => state.user?.id);
  return (
    <>
      <PageHeader title={t('pages.settings')} backTo="/" />
      <div className="mt-4 flex flex-col gap-4">
        <AccountSection />
        <ChildrenSection parentId={parentId} />
        <LanguageSection />
        <AudioSettings />
        <PrivacySection />
        <PlaybackSection />
        <NotificationsSection />
        <p className="text-center text-ink-muted">{t('settings:more')}</p>
      </div>
    </>
  );
}
