import { useTranslation } from 'react-i18next';
import { ThankYouScreen } from '@/features/subscription/components/thank-you-screen';
import { PageHeader } from '@/ui/page-header';

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.thankYou')} backTo="/library" />
      <ThankYouScreen />
    </>
  );
}
