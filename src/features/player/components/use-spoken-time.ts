import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { timeParts } from '../format-time';

/** Times as a screen reader should say them: "2 minutes 5 seconds" rather than "0:02:05". */
export function useSpokenTime(): (seconds: number) => string {
  const { t } = useTranslation('player');
  return useCallback(
    (seconds: number) => {
      const parts = timeParts(seconds);
      const words = [
        parts.hours > 0 && t('spoken.hours', { count: parts.hours }),
        parts.minutes > 0 && t('spoken.minutes', { count: parts.minutes }),
        (parts.seconds > 0 || (parts.hours === 0 && parts.minutes === 0)) &&
          t('spoken.seconds', { count: parts.seconds }),
      ];
      return words.filter(Boolean).join(' ');
    },
    [t],
  );
}
