import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { PlansScreen } from '@/features/subscription/components/plans-screen';
import { PageHeader } from '@/ui/page-header';

export function Component() {
  const { t } = useTranslation();
  const userId = useSessionStore((state) => state.user?.id);
  return (
    <>
      <PageHeader title={t('pages.subscription')} backTo="/settings" />
      <PlansScreen key={userId ?? 'guest'} userId={userId} />
    </>
  );
}
