import { useTranslation } from 'react-i18next';
import { OnboardingProfileForm } from '@/features/onboarding/components/onboarding-profile-form';
import { PageHeader } from '@/ui/page-header';

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.onboardingCreateProfile')} backTo="/onboarding" />
      <OnboardingProfileForm />
    </>
  );
}
