import { Email, PersonName } from '@/contract/auth';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/contract/constants';
import { passwordIssues, type PasswordIssue, type PasswordPolicy } from '@/contract/password-policy';
import type enAuth from '@/locales/en/auth.json';

// The sign-in and sign-up forms' rules (P§5), which the account forms (account-validation.ts) share, checked with the contract's own schemas so the form and
// the server agree on what an email or a name is. This module lives in the /auth page's lazy chunk.

export type ValidationKey = keyof typeof enAuth.validation;

export interface FieldMessage {
  key: ValidationKey;
  values?: Record<string, number>;
}

export type LoginField = 'email' | 'password';
export type SignupField = 'name' | 'email' | 'password';
export type FieldErrors<Field extends string> = Partial<Record<Field, FieldMessage>>;

export interface LoginValues {
  email: string;
  password: string;
}
export interface SignupValues extends LoginValues {
  name: string;
}

export function emailError(email: string): FieldMessage | undefined {
  const trimmed = email.trim();
  if (!trimmed) return { key: 'emailRequired' };
  if (trimmed.length > EMAIL_MAX_LENGTH) return { key: 'emailTooLong' };
  if (!Email.safeParse(trimmed).success) return { key: 'emailInvalid' };
  return undefined;
}

const issueKeys = {
  tooShort: 'passwordTooShort',
  tooLong: 'passwordTooLong',
  lowercase: 'passwordLowercase',
  uppercase: 'passwordUppercase',
  numeric: 'passwordNumeric',
  nonAlphanumeric: 'passwordNonAlphanumeric',
} as const satisfies Record<PasswordIssue, ValidationKey>;

export function passwordError(password: string, policy: PasswordPolicy): FieldMessage | undefined {
  if (!password) return { key: 'passwordRequired' };
  const [first] = passwordIssues(password, policy);
  if (!first) return undefined;
  return { key: issueKeys[first], values: { min: policy.minLength, max: policy.maxLength ?? 0 } };
}

export function nameError(name: string): FieldMessage | undefined {
  if (PersonName.safeParse(name).success) return undefined;
  return name.trim().length > NAME_MAX_LENGTH ? { key: 'nameTooLong' } : { key: 'nameTooShort' };
}

/** Drops the fields without a message. */
export function compact<Field extends string>(
  errors: Record<Field, FieldMessage | undefined>,
): FieldErrors<Field> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<Field>;
}

/**
 * Sign-in checks presence, the email's shape and the spec's 6-character minimum (P§5) — never the
 * sign-up policy of today, which may be stricter than the one an older account was created under.
 */
export function validateLogin({ email, password }: LoginValues): FieldErrors<LoginField> {
  const loginPolicy: PasswordPolicy = {
    minLength: PASSWORD_MIN_LENGTH,
    requireLowercase: false,
    requireUppercase: false,
    requireNumeric: false,
    requireNonAlphanumeric: false,
  };
  return compact({ email: emailError(email), password: passwordError(password, loginPolicy) });
}

/** Sign-up applies the server's whole password policy (GET /auth/options). */
export function validateSignup(values: SignupValues, policy: PasswordPolicy): FieldErrors<SignupField> {
  return compact({
    name: nameError(values.name),
    email: emailError(values.email),
    password: passwordError(values.password, policy),
  });
}

/** What is sent: the email trimmed and lower-cased, the name trimmed, the password untouched. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
export const normalizeName = (name: string): string => name.trim();
