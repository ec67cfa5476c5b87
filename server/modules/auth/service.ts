import type { FastifyBaseLogger } from 'fastify';
import type { AuthSession, AuthTokens } from '../../../src/contract/auth';
import type { IssuedRefreshToken } from '../../auth/session-store';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuthKit, Caller } from '../../plugins/auth';
import { sessionExpiredMessage } from '../../plugins/auth';
import type { UsersRepository } from '../users/repository';
import { toUser, type NewAccount, type UsersService } from '../users/service';
import type { GoogleAccounts } from './google-accounts';

/**
 * Signing in and out (ADR 006). Every way in ends in `startSession`: a new session (refresh-token
 * family) and an access token naming it. The routes put the refresh token in the cookie as well.
 */

export interface SignedIn {
  session: AuthSession;
  refresh: IssuedRefreshToken;
}

export interface Refreshed {
  tokens: AuthTokens;
  refresh: IssuedRefreshToken;
}

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', 401, 'Invalid email or password');

const googleUnusable = () =>
  new AppError(
    'GOOGLE_TOKEN_INVALID',
    401,
    'Sign in with Google failed: the Google token could not be verified.',
  );

export function createAuthService(deps: {
  kit: AuthKit;
  users: UsersRepository;
  accounts: UsersService;
  google: GoogleAccounts;
}) {
  const { kit, users, accounts, google } = deps;

  async function startSession(user: UserRow): Promise<SignedIn> {
    await kit.sessions.pruneExpired(user.id);
    const refresh = await kit.sessions.start(user.id);
    const accessToken = await kit.accessTokens.issue({ userId: user.id, sessionId: refresh.sessionId });
    return { session: { user: toUser(user), tokens: { accessToken, refreshToken: refresh.token } }, refresh };
  }

  return {
    async register(account: NewAccount): Promise<SignedIn> {
      return startSession(await accounts.createAccount(account));
    },

    async login(email: string, password: string): Promise<SignedIn> {
      const user = await users.findByEmail(email);
      // No account, or one that only signs in with Google: spend the same time, give the same answer.
      if (!user?.passwordHash) {
        await kit.hasher.verifyNothing(password);
        throw invalidCredentials();
      }
      if (!(await kit.hasher.verify(password, user.passwordHash))) throw invalidCredentials();
      if (kit.hasher.needsRehash(user.passwordHash)) {
        await users.setPasswordHash(user.id, await kit.hasher.hash(password));
      }
      return startSession(user);
    },

    async google(idToken: string, log: FastifyBaseLogger): Promise<SignedIn & { created: boolean }> {
      if (!kit.google) {
        throw new AppError(
          'GOOGLE_SIGN_IN_DISABLED',
          501,
          'Sign in with Google is not available on this server.',
        );
      }
      const check = await kit.google.verify(idToken);
      if (!check.valid) {
        log.info({ reason: check.reason, detail: check.detail }, 'Google ID token refused');
        if (check.reason === 'keys-unavailable') {
          throw new AppError(
            'GOOGLE_UNAVAILABLE',
            503,
            'Google could not be reached. Please try again shortly.',
          );
        }
        throw googleUnusable();
      }
      const { user, created } = await google.signIn(check.identity);
      return { ...(await startSession(user)), created };
    },

    async refresh(presented: string | undefined): Promise<Refreshed> {
      if (presented === undefined) {
        throw new AppError('UNAUTHORIZED', 401, 'No session to refresh. Please login again.');
      }
      const result = await kit.sessions.rotate(presented);
      switch (result.outcome) {
        case 'unknown':
          throw new AppError('REFRESH_TOKEN_INVALID', 401, sessionExpiredMessage);
        case 'expired':
          throw new AppError('REFRESH_TOKEN_EXPIRED', 401, sessionExpiredMessage);
        case 'reused':
          throw new AppError('REFRESH_TOKEN_REUSED', 401, sessionExpiredMessage);
        case 'rotated': {
          const { issued } = result;
          const accessToken = await kit.accessTokens.issue({
            userId: issued.userId,
            sessionId: issued.sessionId,
          });
          return { tokens: { accessToken, refreshToken: issued.token }, refresh: issued };
        }
      }
    },

    /** Ends the presented refresh token's session and the caller's; never fails for a stale token. */
    async logout(presented: string | undefined, caller: Caller | undefined): Promise<void> {
      if (presented !== undefined) await kit.sessions.revokeByToken(presented);
      if (caller) await kit.sessions.revoke(caller.userId, caller.sessionId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
