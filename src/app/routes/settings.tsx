import { useTranslation } from 'react-i18next';
import { AccountSection } from '@/features/auth/components/account-section';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { PrivacySection } from '@/features/consent/components/privacy-section';
import { AudioSettings } from '@/features/downloads/components/audio-settings';
import { ChildrenSection } from '@/features/profiles/components/children-section';
import { AppInfoSection } from '@/features/settings/components/app-info-section';
import { LanguageSection } from '@/features/settings/components/language-section';
import { NotificationsSection } from '@/features/settings/components/notifications-section';
import { PlaybackSection } from '@/features/settings/components/playback-section';
import { SubscriptionSection } from '@/features/subscription/components/subscription-section';
import { PageHeader } from '@/ui/page-header';
import '../downloads-wiring';

/** Settings (S§2): the nine sections in the spec's order, behind the parent gate; sign-out in the header. */
export function Component() {
  const { t } = useTranslation('common');
  const parentId = useSessionStore((state) => state.user?.id);
  return (
    <>
      <PageHeader title={t('pages.settings')} backTo="/" actions={<SignOutButton />} />
      <div className="mt-4 flex flex-col gap-4">
        {/* Keyed by the parent: another account's demo subscription is never shown. */}
        <SubscriptionSection key={parentId ?? 'guest'} userId={parentId} />
        <LanguageSection />
        <AccountSection />
        <ChildrenSection parentId={parentId} />
        <PrivacySection />
        <PlaybackSection />
        <NotificationsSection />
        <AudioSettings />
        <AppInfoSection />
      </div>
    </>
  );
}
