import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, NAME_MIN_LENGTH } from './constants';
import { PasswordPolicy } from './password-policy';

// Shapes of the accounts API (P§3, P§7), shared by the app and the server. Messages are the spec's
// English texts (P§5); the app shows translated ones keyed by the same rule.

/** P§5: emails are trimmed and lower-cased before anything else. */
export const Email = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, 'Email must be less than 255 characters')
  .pipe(z.email('Invalid email address'))
  .transform((email) => email.toLowerCase());

export const PersonName = z
  .string()
  .trim()
  .min(NAME_MIN_LENGTH, 'Name must be at least 2 characters')
  .max(NAME_MAX_LENGTH, 'Name must be less than 100 characters');

/** The policy itself is applied by the server (and the form) with passwordIssues(); here only presence. */
export const Password = z.string().min(1, 'Password is required');

/** P§3: a user as the app sees it. Other fields are not shown. */
export const User = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
});
export type User = z.infer<typeof User>;

export const AuthTokens = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type AuthTokens = z.infer<typeof AuthTokens>;

/** P§7: register, login and Google sign-in all answer the user and both tokens. */
export const AuthSession = z.object({ user: User, tokens: AuthTokens });
export type AuthSession = z.infer<typeof AuthSession>;

export const LoginBody = z.object({ email: Email, password: Password });
export type LoginBody = z.input<typeof LoginBody>;

export const RegisterBody = z.object({ email: Email, password: Password, name: PersonName });
export type RegisterBody = z.input<typeof RegisterBody>;

export const GoogleSignInBody = z.object({ idToken: z.string().min(1, 'idToken is required') });

/** P§7: the refresh token in the body "only when one is held"; otherwise the HttpOnly cookie carries it. */
export const RefreshBody = z.object({ refreshToken: z.string().min(1).optional() }).optional();
export const LogoutBody = RefreshBody;

/** S§5 profile edit: name 2–100 trimmed, a valid email ≤ 255, avatar a URL or empty. */
export const UpdateUserBody = z
  .object({
    name: PersonName.optional(),
    email: Email.optional(),
    avatar: z
      .union([z.url('Must be a valid URL'), z.literal('')])
      .nullable()
      .optional(),
  })
  .strict();
export type UpdateUserBody = z.input<typeof UpdateUserBody>;

/**
 * Changing the password (ADR 027): the current one proves it is the parent, not someone holding an
 * unlocked tablet; the new one must follow the password policy (checked by the server with passwordIssues()).
 */
export const ChangePasswordBody = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword: z.string().min(1, 'New password is required'),
  })
  .strict();
export type ChangePasswordBody = z.input<typeof ChangePasswordBody>;

/** The answer of a password change: the device that made it stays signed in, every other one is not. */
export const PasswordChanged = z.object({ otherSessionsEnded: z.number().int().min(0) });
export type PasswordChanged = z.infer<typeof PasswordChanged>;

/** What the sign-in screen needs to know before it draws itself. */
export const AuthOptions = z.object({
  passwordPolicy: PasswordPolicy,
  /** Null when Google sign-in is not configured: the app hides the button. */
  google: z.object({ clientId: z.string() }).nullable(),
});
export type AuthOptions = z.infer<typeof AuthOptions>;

/** P§7: GET /users?skip&take. */
export const UserListQuery = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(100).default(25),
});

/** P§7: the answer of GET /users?skip&take. Without an admin role it holds only the caller (ADR 007). */
export const UserList = z.object({ items: z.array(User), total: z.number().int().min(0) });
export type UserList = z.infer<typeof UserList>;
