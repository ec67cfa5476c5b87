import type { ChangeEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/ui/text-field';

interface EmailFieldProps {
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  error?: string;
}

/** The email input both tabs share: the address keyboard, no capitals, no spell-checking. */
export function EmailField({ value, onChange, error }: EmailFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('fields.email')}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
