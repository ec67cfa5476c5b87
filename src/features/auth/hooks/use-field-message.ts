import { useTranslation } from 'react-i18next';
import type { FieldMessage } from '../forms/auth-validation';

/** Translates a field's validation message. */
export function useFieldMessage(): (message: FieldMessage | undefined) => string | undefined {
  const { t } = useTranslation('auth');
  return (message) => (message ? t(`validation.${message.key}`, message.values) : undefined);
}
