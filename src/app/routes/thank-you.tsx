import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/ui/placeholder-page';

export function Component() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.thankYou')} backTo="/library" />;
}
