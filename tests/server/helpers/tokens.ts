import { SignJWT, base64url } from 'jose';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../server/db/client';
import { refreshTokens, sessions } from '../../../server/db/schema';
import { hashRefreshToken } from '../../../server/auth/session-store';
import { testJwtSecret } from './build-test-app';

/**
 * Hand-made access tokens (expired, forged, of the wrong type) and clock travel for refresh tokens, done
 * in the database the way time would do it.
 */

export interface AccessClaims {
  sub: string;
  sid: string;
  typ?: string;
  iss?: string;
  aud?: string;
}

export interface SignOptions {
  secret?: string;
  headerType?: string;
  /** Seconds since the epoch. */
  expiresAt?: number;
}

export function signAccessToken(claims: AccessClaims, options: SignOptions = {}): Promise<string> {
  const { typ = 'access', iss = 'fablecast', aud = 'fablecast', sub, sid } = claims;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ typ, sid })
    .setProtectedHeader({ alg: 'HS256', typ: options.headerType ?? 'at+jwt' })
    .setSubject(sub)
    .setIssuer(iss)
    .setAudience(aud)
    .setIssuedAt(now - 60)
    .setExpirationTime(options.expiresAt ?? now + 600)
    .sign(new TextEncoder().encode(options.secret ?? testJwtSecret));
}

/** The same claims with `alg: none` and no signature: what an attacker who knows no secret sends. */
export function unsignedToken(claims: AccessClaims): string {
  const encode = (value: object) => base64url.encode(JSON.stringify(value));
  const now = Math.floor(Date.now() / 1000);
  const payload = { typ: 'access', iss: 'fablecast', aud: 'fablecast', iat: now, exp: now + 600, ...claims };
  return `${encode({ alg: 'none', typ: 'at+jwt' })}.${encode(payload)}.`;
}

/** Pretends the refresh token was first used `seconds` ago. */
export async function spendRefreshTokenAgo(db: Database, token: string, seconds: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now() - ${seconds}::integer * interval '1 second'` })
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
}

/** Moves a session's absolute end into the past. */
export async function expireSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(sessions.id, sessionId));
}

/** The session (family) id an access token names. */
export function sessionIdOf(accessToken: string): string {
  const [, payload = ''] = accessToken.split('.');
  const claims: unknown = JSON.parse(new TextDecoder().decode(base64url.decode(payload)));
  return z.object({ sid: z.string() }).parse(claims).sid;
}
