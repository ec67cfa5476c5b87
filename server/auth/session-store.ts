import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { refreshTokens, sessions } from '../db/schema';
import { REFRESH_REUSE_LEEWAY_SECONDS, SESSION_LIFETIME_SECONDS } from './session-lifetimes';

/**
 * Sessions and their refresh tokens (ADR 006). Invariants:
 * - a refresh token is 32 random bytes (base64url) and only its SHA-256 is stored;
 * - every use rotates it: the presented token is marked spent and a new one joins the same session;
 * - a spent token presented again within REFRESH_REUSE_LEEWAY_SECONDS of its first use gets a fresh
 *   token (two tabs refreshing at once), later it revokes the whole session — the thief and the victim
 *   both sign in again;
 * - a session's absolute expiry is fixed at sign-in.
 * Times are the database's `now()`, so several servers with drifting clocks agree.
 */

export interface IssuedRefreshToken {
  /** The token to hand to the client; never stored. */
  token: string;
  sessionId: string;
  userId: string;
  /** When the session ends; the cookie's Max-Age is counted from it. */
  expiresAt: Date;
}

export type RotationResult =
  { outcome: 'rotated'; issued: IssuedRefreshToken } | { outcome: 'unknown' | 'expired' | 'reused' };

export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');

const newToken = () => randomBytes(32).toString('base64url');

const secondsFromNow = (seconds: number) => sql`now() + ${seconds}::integer * interval '1 second'`;

export function createSessionStore(db: Database) {
  /** Whether a session matching `which` is not revoked, not past its lifetime, and its user not deleted. */
  async function standing(which: SQL | undefined): Promise<boolean> {
    const [row] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(which, isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
    return row !== undefined;
  }

  async function addToken(executor: Database, sessionId: string): Promise<string> {
    const token = newToken();
    await executor.insert(refreshTokens).values({ sessionId, tokenHash: hashRefreshToken(token) });
    return token;
  }

  async function rotateInTransaction(tx: Database, presented: string): Promise<RotationResult> {
    // FOR UPDATE: two requests with the same token take turns, so exactly one sees it unspent.
    const [row] = await tx
      .select({
        tokenId: refreshTokens.id,
        sessionId: sessions.id,
        userId: sessions.userId,
        expiresAt: sessions.expiresAt,
        spent: sql<boolean>`${refreshTokens.rotatedAt} is not null`,
        withinLeeway: sql<boolean>`coalesce(${refreshTokens.rotatedAt} > now() - ${REFRESH_REUSE_LEEWAY_SECONDS}::integer * interval '1 second', false)`,
        revoked: sql<boolean>`${sessions.revokedAt} is not null`,
        expired: sql<boolean>`${sessions.expiresAt} <= now()`,
      })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(presented)))
      .for('update', { of: refreshTokens });

    if (!row || row.revoked) return { outcome: 'unknown' };
    if (row.expired) return { outcome: 'expired' };
    if (row.spent && !row.withinLeeway) {
      await tx
        .update(sessions)
        .set({ revokedAt: sql`now()`, revokedReason: 'reuse' })
        .where(eq(sessions.id, row.sessionId));
      return { outcome: 'reused' };
    }
    // Within the leeway the spent token keeps its first rotation time, so the window never slides.
    if (!row.spent) {
      await tx
        .update(refreshTokens)
        .set({ rotatedAt: sql`now()` })
        .where(eq(refreshTokens.id, row.tokenId));
    }
    const token = await addToken(tx, row.sessionId);
    return {
      outcome: 'rotated',
      issued: { token, sessionId: row.sessionId, userId: row.userId, expiresAt: row.expiresAt },
    };
  }

  return {
    /** Signs a user in on one device: a new session and its first refresh token. */
    async start(userId: string): Promise<IssuedRefreshToken> {
      return db.transaction(async (tx) => {
        const [session] = await tx
          .insert(sessions)
          .values({ userId, expiresAt: secondsFromNow(SESSION_LIFETIME_SECONDS) })
          .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
        if (!session) throw new Error('session insert returned no row');
        const token = await addToken(tx, session.id);
        return { token, sessionId: session.id, userId, expiresAt: session.expiresAt };
      });
    },

    /** Exchanges a refresh token for the next one of its session (see the invariants above). */
    rotate(presented: string): Promise<RotationResult> {
      // The revocation of a reused family must be committed, so the outcome is returned, not thrown.
      return db.transaction((tx) => rotateInTransaction(tx, presented));
    },

    /** Ends the session a refresh token belongs to (logout). Unknown tokens are ignored. */
    async revokeByToken(presented: string): Promise<void> {
      const owner = db
        .select({ sessionId: refreshTokens.sessionId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashRefreshToken(presented)));
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()`, revokedReason: 'logout' })
        .where(and(sql`${sessions.id} in (${owner})`, isNull(sessions.revokedAt)));
    },

    /** Ends one session of a user (logout with only an access token). */
    async revoke(userId: string, sessionId: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()`, revokedReason: 'logout' })
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },

    /**
     * Ends every session of a user but one (a password change keeps the device that made it). Their
     * refresh tokens stop working and, through `isActive`, so do their access tokens. Answers how many
     * live sessions ended.
     */
    async revokeAllBut(userId: string, keptSessionId: string): Promise<number> {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: sql`now()`, revokedReason: 'password-change' })
        .where(
          and(
            eq(sessions.userId, userId),
            ne(sessions.id, keptSessionId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, sql`now()`),
          ),
        )
        .returning({ id: sessions.id });
      return ended.length;
    },

    /**
     * Whether an access token's session still stands: not revoked, not past its lifetime, and its user
     * not deleted (deleting a user deletes its sessions). One primary-key lookup per request.
     */
    async isActive(userId: string, sessionId: string): Promise<boolean> {
      return standing(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
    },

    /** The same, for a signed /media URL, which names its session but not its user (ADR 037). */
    async isActiveSession(sessionId: string): Promise<boolean> {
      return standing(eq(sessions.id, sessionId));
    },

    /** Drops a user's sessions that have run their course; called at sign-in so the table stays small. */
    async pruneExpired(userId: string): Promise<void> {
      await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, sql`now()`)));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
