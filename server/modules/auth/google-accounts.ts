import { z } from 'zod';
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '../../../src/contract/constants';
import type { GoogleIdentity } from '../../auth/google-id-token';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { UsersRepository } from '../users/repository';
import type { IdentityRepository, IdentityKey } from './identity-repository';

/**
 * Which account a verified Google identity signs in to (ADR 006):
 * 1. the account already linked to this Google subject;
 * 2. else the account with the same email — linked only when Google says the email is verified, since
 *    anyone can put any unverified address on a Google account and must not take over ours;
 * 3. else a new account, named and pictured from the token.
 */

export interface GoogleAccount {
  user: UserRow;
  created: boolean;
}

const avatarUrl = z.url({ protocol: /^https?$/ }).max(2048);

/** Google's display name, cleaned to fit our rules; the email's local part when it does not. */
function accountName(identity: GoogleIdentity, email: string): string {
  const clean = (value: string | undefined) =>
    [...(value ?? '').replace(/\p{Cc}/gu, '').trim()].slice(0, NAME_MAX_LENGTH).join('').trim();
  const candidates = [clean(identity.name), clean(email.split('@')[0])];
  return candidates.find((name) => [...name].length >= NAME_MIN_LENGTH) ?? 'Parent';
}

export function createGoogleAccounts(deps: { users: UsersRepository; identities: IdentityRepository }) {
  const { users, identities } = deps;

  async function linkOrRefuse(key: IdentityKey, identity: GoogleIdentity, existing: UserRow) {
    if (!identity.emailVerified) {
      throw new AppError(
        'GOOGLE_EMAIL_NOT_VERIFIED',
        409,
        'An account with this email already exists, and Google has not verified this email address. Sign in with your password instead.',
      );
    }
    await identities.linkVerified(key, existing.id);
    return { user: { ...existing, emailVerified: true }, created: false };
  }

  return {
    async signIn(identity: GoogleIdentity): Promise<GoogleAccount> {
      const key: IdentityKey = { provider: 'google', subject: identity.subject };
      const linked = await identities.findUser(key);
      if (linked) return { user: linked, created: false };

      const { email } = identity;
      if (email === undefined) {
        throw new AppError(
          'GOOGLE_EMAIL_MISSING',
          400,
          'Google did not share an email address. Allow access to your email and try again.',
        );
      }
      const existing = await users.findByEmail(email);
      if (existing) return linkOrRefuse(key, identity, existing);

      const picture = avatarUrl.safeParse(identity.picture);
      const created = await identities.createUser(key, {
        email,
        name: accountName(identity, email),
        avatar: picture.success ? picture.data : null,
        emailVerified: identity.emailVerified,
        passwordHash: null,
      });
      if (created) return { user: created, created: true };
      // Someone took the email between our read and our insert (a second tab signing up): go again.
      const raced = await users.findByEmail(email);
      if (!raced) throw new Error('account vanished while signing in with Google');
      return linkOrRefuse(key, identity, raced);
    },
  };
}

export type GoogleAccounts = ReturnType<typeof createGoogleAccounts>;
