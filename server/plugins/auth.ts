import fastifyCookie from '@fastify/cookie';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PasswordPolicy } from '../../src/contract/password-policy';
import { createAccessTokens, type AccessTokenCheck, type AccessTokens } from '../auth/access-token';
import { createGoogleIdTokenVerifier, type GoogleIdTokenVerifier } from '../auth/google-id-token';
import { createPasswordHasher, type PasswordHasher, type ScryptCost } from '../auth/password-hash';
import { passwordPolicyFromConfig } from '../auth/password-policy';
import { defaultAuthRateLimits, type AuthRateLimits } from '../auth/rate-limits';
import { createSessionStore, type SessionStore } from '../auth/session-store';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { AppError } from '../errors';

/**
 * Who is calling. Decorates the app with `auth` (the tools the auth and users modules share) and
 * `authenticate`, the onRequest hook every signed-in route uses:
 *
 *   app.get('/things', { onRequest: [app.authenticate] }, async (request) => callerOf(request).userId)
 *
 * A request passes with a valid access token whose session still stands; a missing token answers 401
 * UNAUTHORIZED, an expired one TOKEN_EXPIRED, a forged or malformed one TOKEN_INVALID, and one whose
 * session was ended (logout, reuse, account deleted) SESSION_ENDED.
 */

export interface Caller {
  userId: string;
  sessionId: string;
}

export interface AuthKit {
  hasher: PasswordHasher;
  accessTokens: AccessTokens;
  sessions: SessionStore;
  passwordPolicy: PasswordPolicy;
  /** Null when GOOGLE_CLIENT_ID is unset. */
  google: { clientId: string; verify: GoogleIdTokenVerifier } | null;
  rateLimits: AuthRateLimits;
  /** Cookies carry Secure when the app is served over https (PUBLIC_URL). */
  secureCookies: boolean;
}

/** Knobs for tests only; production always uses the defaults (never read from the environment). */
export interface AuthSettings {
  passwordHashCost?: ScryptCost;
  rateLimits?: Partial<AuthRateLimits>;
}

export interface AuthPluginOptions {
  config: Config;
  settings?: AuthSettings;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthKit;
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}

export const sessionExpiredMessage = 'Session expired. Please login again.';

/** The caller of a route guarded by `app.authenticate`. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError('UNAUTHORIZED', 401, 'You must be logged in');
  return request.caller;
}

/** The bearer token of the Authorization header, if it has one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

function createAuthKit(db: Database, options: AuthPluginOptions): AuthKit {
  const { config, settings = {} } = options;
  const clientId = config.GOOGLE_CLIENT_ID;
  return {
    hasher: createPasswordHasher(settings.passwordHashCost),
    accessTokens: createAccessTokens(config.JWT_SECRET),
    sessions: createSessionStore(db),
    passwordPolicy: passwordPolicyFromConfig(config),
    google: clientId
      ? {
          clientId,
          verify: createGoogleIdTokenVerifier({
            clientId,
            jwksUrl: config.GOOGLE_JWKS_URL,
            issuer: config.GOOGLE_ISSUER,
          }),
        }
      : null,
    rateLimits: { ...defaultAuthRateLimits, ...settings.rateLimits },
    secureCookies: config.PUBLIC_URL?.startsWith('https://') ?? false,
  };
}

const authPlugin: FastifyPluginAsync<AuthPluginOptions> = async (app, options) => {
  await app.register(fastifyCookie);
  const kit = createAuthKit(app.database.db, options);
  app.decorate('auth', kit);
  app.decorateRequest('caller', null);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    if (request.headers.authorization === undefined) {
      throw new AppError('UNAUTHORIZED', 401, 'You must be logged in');
    }
    const token = bearerToken(request);
    const check: AccessTokenCheck = token
      ? await kit.accessTokens.check(token)
      : { valid: false, reason: 'invalid' };
    if (!check.valid) {
      throw check.reason === 'expired'
        ? new AppError('TOKEN_EXPIRED', 401, sessionExpiredMessage)
        : new AppError('TOKEN_INVALID', 401, 'Invalid access token. Please login again.');
    }
    const { userId, sessionId } = check.claims;
    if (!(await kit.sessions.isActive(userId, sessionId))) {
      throw new AppError('SESSION_ENDED', 401, sessionExpiredMessage);
    }
    request.caller = { userId, sessionId };
  });

  // A signed-in answer is one parent's own data: no browser or proxy cache may keep it (ADR 037).
  // A route that chose its own caching (an export's download) keeps it; /media and the app are not JSON.
  app.addHook('onSend', async (request, reply) => {
    const type = reply.getHeader('content-type');
    if (request.caller && !reply.hasHeader('cache-control') && String(type).startsWith('application/json')) {
      reply.header('cache-control', 'no-store');
    }
  });
};

export default fp(authPlugin, { name: 'auth', dependencies: ['database'] });
