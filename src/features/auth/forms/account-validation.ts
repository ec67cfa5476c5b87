import type { PasswordPolicy } from '@/contract/password-policy';
import {
  compact,
  emailError,
  nameError,
  passwordError,
  type FieldErrors,
  type FieldMessage,
} from './auth-validation';

// Settings › Account's forms (S§5 profile edit; ADR 027 password change), with the sign-up form's
// rules for the name, the email and the new password, so the three agree with each other and the server.

export type AccountField = 'name' | 'email' | 'avatar';
export type PasswordChangeField = 'currentPassword' | 'newPassword';

export interface AccountValues {
  name: string;
  email: string;
  avatar: string;
}

/** S§5: a URL or empty. The server takes only web addresses (a javascript: URL is a URL too). */
function avatarError(avatar: string): FieldMessage | undefined {
  const trimmed = avatar.trim();
  if (!trimmed) return undefined;
  return /^https?:\/\/\S+$/i.test(trimmed) && URL.canParse(trimmed) ? undefined : { key: 'avatarInvalid' };
}

export function validateAccount({ name, email, avatar }: AccountValues): FieldErrors<AccountField> {
  return compact({ name: nameError(name), email: emailError(email), avatar: avatarError(avatar) });
}

/** The current password is only checked for presence: it was set under whatever policy held then. */
export function validatePasswordChange(
  values: Record<PasswordChangeField, string>,
  policy: PasswordPolicy,
): FieldErrors<PasswordChangeField> {
  return compact({
    currentPassword: values.currentPassword ? undefined : { key: 'currentPasswordRequired' },
    newPassword: passwordError(values.newPassword, policy),
  });
}
