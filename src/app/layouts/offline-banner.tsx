import { useTranslation } from 'react-i18next';

/** Offline the app goes on from the device: said once, at the top of every page (issue 12). */
export function OfflineBanner() {
  const { t } = useTranslation();
  return (
    <p role="status" className="mb-2 rounded-full bg-raised px-4 py-2 text-center text-sm font-semibold">
      {t('generic.offline')}
    </p>
  );
}
