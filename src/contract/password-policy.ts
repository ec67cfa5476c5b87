import { z } from 'zod';

// P§5: "The password policy comes from the authentication provider. The minimum length defaults to 6.
// Optional maximum length and optional lowercase, uppercase, numeric and non-alphanumeric requirements
// also apply." The server reads it from its configuration and publishes it (GET /auth/options), so the
// sign-up form checks exactly what the server will enforce.

export const PasswordPolicy = z.object({
  minLength: z.number().int().min(1),
  maxLength: z.number().int().min(1).optional(),
  requireLowercase: z.boolean(),
  requireUppercase: z.boolean(),
  requireNumeric: z.boolean(),
  requireNonAlphanumeric: z.boolean(),
});
export type PasswordPolicy = z.infer<typeof PasswordPolicy>;

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  minLength: 6,
  requireLowercase: false,
  requireUppercase: false,
  requireNumeric: false,
  requireNonAlphanumeric: false,
};

export type PasswordIssue =
  'tooShort' | 'tooLong' | 'lowercase' | 'uppercase' | 'numeric' | 'nonAlphanumeric';

/** Every rule of the policy the password breaks, in a stable order; empty when it is acceptable. */
export function passwordIssues(password: string, policy: PasswordPolicy): PasswordIssue[] {
  // Length counts characters as a person sees them, not UTF-16 units, and nothing is ever truncated.
  const length = [...password].length;
  const issues: PasswordIssue[] = [];
  if (length < policy.minLength) issues.push('tooShort');
  if (policy.maxLength !== undefined && length > policy.maxLength) issues.push('tooLong');
  if (policy.requireLowercase && !/\p{Ll}/u.test(password)) issues.push('lowercase');
  if (policy.requireUppercase && !/\p{Lu}/u.test(password)) issues.push('uppercase');
  if (policy.requireNumeric && !/\p{Nd}/u.test(password)) issues.push('numeric');
  if (policy.requireNonAlphanumeric && !/[^\p{L}\p{Nd}]/u.test(password)) issues.push('nonAlphanumeric');
  return issues;
}
