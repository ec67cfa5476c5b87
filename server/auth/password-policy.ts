import { passwordIssues, type PasswordIssue, type PasswordPolicy } from '../../src/contract/password-policy';
import type { Config } from '../config';
import { AppError } from '../errors';

/**
 * The password policy (P§5) comes from configuration; the server enforces it with the contract's
 * passwordIssues() and publishes it at GET /auth/options, so the sign-up form checks the same rules.
 */

export type PasswordPolicyConfig = Pick<
  Config,
  | 'PASSWORD_MIN_LENGTH'
  | 'PASSWORD_MAX_LENGTH'
  | 'PASSWORD_REQUIRE_LOWERCASE'
  | 'PASSWORD_REQUIRE_UPPERCASE'
  | 'PASSWORD_REQUIRE_NUMERIC'
  | 'PASSWORD_REQUIRE_NON_ALPHANUMERIC'
>;

export function passwordPolicyFromConfig(config: PasswordPolicyConfig): PasswordPolicy {
  return {
    minLength: config.PASSWORD_MIN_LENGTH,
    ...(config.PASSWORD_MAX_LENGTH === undefined ? {} : { maxLength: config.PASSWORD_MAX_LENGTH }),
    requireLowercase: config.PASSWORD_REQUIRE_LOWERCASE,
    requireUppercase: config.PASSWORD_REQUIRE_UPPERCASE,
    requireNumeric: config.PASSWORD_REQUIRE_NUMERIC,
    requireNonAlphanumeric: config.PASSWORD_REQUIRE_NON_ALPHANUMERIC,
  };
}

function describe(issue: PasswordIssue, policy: PasswordPolicy): string {
  switch (issue) {
    case 'tooShort':
      return `Password must be at least ${policy.minLength} characters`;
    case 'tooLong':
      return `Password must be at most ${policy.maxLength ?? 0} characters`;
    case 'lowercase':
      return 'Password must contain a lower-case letter';
    case 'uppercase':
      return 'Password must contain an upper-case letter';
    case 'numeric':
      return 'Password must contain a digit';
    case 'nonAlphanumeric':
      return 'Password must contain a character that is not a letter or a digit';
  }
}

/** Throws 400 WEAK_PASSWORD naming every broken rule; `details[].rule` is what the app translates. */
export function assertPasswordAcceptable(
  password: string,
  policy: PasswordPolicy,
  path = 'body.password',
): void {
  const issues = passwordIssues(password, policy);
  if (issues.length === 0) return;
  const details = issues.map((rule) => ({ path, rule, message: describe(rule, policy) }));
  throw new AppError('WEAK_PASSWORD', 400, details.map((detail) => detail.message).join('; '), details);
}
