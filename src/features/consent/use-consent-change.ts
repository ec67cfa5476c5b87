import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api/api-error';
import { apiErrorMessage } from '@/lib/i18n/api-error-message';
import { notify } from '@/ui/toast';
import { updateConsent, type ConsentKey } from './consent-store';

/** Saves one consent toggle; a refusal rolls it back and says so (P§4, P§8 'Unable to update consent'). */
export function useConsentChange(): (key: ConsentKey, granted: boolean) => Promise<void> {
  const { t } = useTranslation('consent');
  return async (key, granted) => {
    try {
      await updateConsent(key, granted);
    } catch (error) {
      const description = isApiError(error) ? apiErrorMessage(error) : t('toast.tryAgain');
      notify.error(t('toast.updateFailed'), { description: description || t('toast.tryAgain') });
    }
  };
}
