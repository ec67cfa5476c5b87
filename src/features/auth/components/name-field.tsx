import type { ChangeEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/ui/text-field';

interface NameFieldProps {
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  error?: string;
}

/** The parent's name, as sign-up and the profile dialog ask for it: capitals for each word. */
export function NameField({ value, onChange, error }: NameFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('fields.name')}
      name="name"
      autoComplete="name"
      autoCapitalize="words"
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
