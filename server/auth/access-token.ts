import { errors, jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from './session-lifetimes';

/**
 * Access tokens: HS256 JWTs signed with JWT_SECRET, valid 15 minutes. Verification trusts nothing in the
 * token's header: the algorithm is allow-listed (so `alg: none` and RS/HS confusion fail), and the
 * issuer, audience, header `typ` and the `typ` claim must all say "Fablecast access token" — a refresh
 * token (opaque, not a JWT) or any other JWT we might sign one day is never taken for one.
 */

export const ACCESS_TOKEN_ISSUER = 'fablecast';
export const ACCESS_TOKEN_AUDIENCE = 'fablecast';
/** RFC 9068's media type for JWT access tokens, in the protected header. */
export const ACCESS_TOKEN_HEADER_TYPE = 'at+jwt';
const algorithm = 'HS256';

export interface AccessTokenClaims {
  /** The user's id. */
  userId: string;
  /** The session (refresh-token family) the token was issued from; revoking it ends the token too. */
  sessionId: string;
}

export type AccessTokenCheck =
  { valid: true; claims: AccessTokenClaims } | { valid: false; reason: 'expired' | 'invalid' };

export interface AccessTokens {
  issue(claims: AccessTokenClaims): Promise<string>;
  check(token: string): Promise<AccessTokenCheck>;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createAccessTokens(secret: string): AccessTokens {
  const key = new TextEncoder().encode(secret);

  return {
    issue: ({ userId, sessionId }) =>
      new SignJWT({ typ: 'access', sid: sessionId })
        .setProtectedHeader({ alg: algorithm, typ: ACCESS_TOKEN_HEADER_TYPE })
        .setSubject(userId)
        .setIssuer(ACCESS_TOKEN_ISSUER)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_LIFETIME_SECONDS}s`)
        .sign(key),

    async check(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [algorithm],
          issuer: ACCESS_TOKEN_ISSUER,
          audience: ACCESS_TOKEN_AUDIENCE,
          typ: ACCESS_TOKEN_HEADER_TYPE,
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        const { sub, sid, typ } = payload;
        // The ids go straight into uuid columns: anything else would be a database error, not a 401.
        if (
          typ !== 'access' ||
          typeof sid !== 'string' ||
          !uuidPattern.test(sid) ||
          !sub ||
          !uuidPattern.test(sub)
        ) {
          return { valid: false, reason: 'invalid' };
        }
        return { valid: true, claims: { userId: sub, sessionId: sid } };
      } catch (error) {
        if (error instanceof errors.JWTExpired) return { valid: false, reason: 'expired' };
        if (error instanceof errors.JOSEError) return { valid: false, reason: 'invalid' };
        throw error;
      }
    },
  };
}
