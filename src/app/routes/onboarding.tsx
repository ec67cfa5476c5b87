import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { OnboardingCards } from '@/features/onboarding/components/onboarding-cards';
import { markOnboardingDone } from '@/features/onboarding/onboarding-progress';
import { PageHeader } from '@/ui/page-header';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userId = useSessionStore((state) => state.user?.id);
  const skip = () => {
    if (userId) markOnboardingDone(userId);
    void navigate('/', { replace: true });
  };
  return (
    <div className="flex min-h-[80dvh] flex-col">
      <PageHeader title={t('pages.onboarding')} />
      <OnboardingCards onSkip={skip} />
    </div>
  );
}
