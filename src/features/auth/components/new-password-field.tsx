import type { ChangeEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasswordPolicy } from '@/contract/password-policy';
import { TextField } from '@/ui/text-field';

interface NewPasswordFieldProps {
  label: string;
  /** The input's name, which the form focuses it by. */
  name: string;
  policy: PasswordPolicy;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  error?: string;
}

/** A password being chosen (sign-up, a new password), with the policy's rule under it. */
export function NewPasswordField({ label, name, policy, value, onChange, error }: NewPasswordFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={label}
      type="password"
      name={name}
      autoComplete="new-password"
      hint={t('passwordRules', { min: policy.minLength })}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
