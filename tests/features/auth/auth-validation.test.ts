import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from '@/contract/password-policy';
import { validateLogin, validateSignup } from '@/features/auth/forms/auth-validation';
import { i18n } from '@/lib/i18n/i18n';
import type enAuth from '@/locales/en/auth.json';

// P§5's messages, in English as the spec writes them.
const text = (
  message: { key: keyof typeof enAuth.validation; values?: Record<string, number> } | undefined,
) => (message ? i18n.getFixedT('en', 'auth')(`validation.${message.key}`, message.values) : undefined);

beforeAll(async () => {
  await i18n.loadNamespaces('auth');
});

describe('login form rules', () => {
  it('requires email and password', () => {
    const errors = validateLogin({ email: '  ', password: '' });
    expect(text(errors.email)).toBe('Email is required');
    expect(text(errors.password)).toBe('Password is required');
  });

  it('checks the email and the 6-character minimum', () => {
    const errors = validateLogin({ email: 'ana@', password: '12345' });
    expect(text(errors.email)).toBe('Invalid email address');
    expect(text(errors.password)).toBe('Password must be at least 6 characters');
  });

  it('accepts a good pair (email trimmed, any case)', () => {
    expect(validateLogin({ email: '  Ana@Example.com ', password: '123456' })).toEqual({});
  });

  it('does not apply a stricter sign-up policy to sign-in', () => {
    expect(validateLogin({ email: 'ana@example.com', password: 'abcdef' })).toEqual({});
  });
});

describe('sign-up form rules', () => {
  const strict: PasswordPolicy = {
    minLength: 8,
    maxLength: 12,
    requireLowercase: true,
    requireUppercase: true,
    requireNumeric: true,
    requireNonAlphanumeric: true,
  };

  it('requires a name of at least 2 characters, and at most 100', () => {
    const base = { email: 'ana@example.com', password: 'secret1' };
    expect(text(validateSignup({ ...base, name: '' }, DEFAULT_PASSWORD_POLICY).name)).toBe(
      'Name must be at least 2 characters',
    );
    expect(text(validateSignup({ ...base, name: ' A ' }, DEFAULT_PASSWORD_POLICY).name)).toBe(
      'Name must be at least 2 characters',
    );
    expect(text(validateSignup({ ...base, name: 'x'.repeat(101) }, DEFAULT_PASSWORD_POLICY).name)).toBe(
      'Name must be less than 100 characters',
    );
    expect(validateSignup({ ...base, name: 'Al' }, DEFAULT_PASSWORD_POLICY)).toEqual({});
  });

  it('applies every rule of the published policy, one message at a time', () => {
    const message = (password: string) =>
      text(validateSignup({ name: 'Ana', email: 'ana@example.com', password }, strict).password);
    expect(message('')).toBe('Password is required');
    expect(message('Ab1!')).toBe('Password must be at least 8 characters');
    expect(message('Abcdefgh1!xyz')).toBe('Password must be at most 12 characters');
    expect(message('ABCDEFG1!')).toBe('Password must contain a lowercase letter');
    expect(message('abcdefg1!')).toBe('Password must contain an uppercase letter');
    expect(message('Abcdefgh!')).toBe('Password must contain a number');
    expect(message('Abcdefgh1')).toBe(
      'Password must contain a symbol (a character that is not a letter or a number)',
    );
    expect(message('Abcdefg1!')).toBeUndefined();
  });

  it('checks the email like sign-in does', () => {
    const errors = validateSignup(
      { name: 'Ana', email: 'not-an-email', password: 'secret1' },
      DEFAULT_PASSWORD_POLICY,
    );
    expect(text(errors.email)).toBe('Invalid email address');
  });
});
