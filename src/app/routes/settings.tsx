import { useTranslation } from 'react-i18next';
import { AccountSection } from '@/features/auth/components/account-section';
import { LanguageSection } from '@/features/settings/components/language-section';
import { PageHeader } from '@/ui/page-header';

export function Component() {
  const { t } = useTranslation(['common', 'settings']);
  return (
    <>
      <PageHeader title={t('pages.settings')} backTo="/" />
      <div className="mt-4 flex flex-col gap-4">
        <AccountSection />
        <LanguageSection />
        <p className="text-center text-ink-muted">{t('settings:more')}</p>
      </div>
    </>
  );
}
