import { useTranslation } from 'react-i18next';
import { OnboardingCards } from '@/features/onboarding/components/onboarding-cards';
import { PageHeader } from '@/ui/page-header';

export function Component() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[80dvh] flex-col">
      <PageHeader title={t('pages.onboarding')} />
      <OnboardingCards />
    </div>
  );
}
