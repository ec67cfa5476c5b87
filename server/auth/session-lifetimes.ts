/**
 * How long each credential lives (ADR 006). Ours, not the spec's: the spec only says the access token is
 * short-lived and kept in memory, and the refresh token is kept by the client.
 */

/** An access token (JWT) is accepted for 15 minutes; the client refreshes on the first 401. */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;

/**
 * A session (its family of refresh tokens) ends 30 days after sign-in, however often it is refreshed:
 * a stolen device or token cannot keep a session alive for ever.
 */
export const SESSION_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

/**
 * A refresh token already rotated may be exchanged again for this long after its first use, because two
 * tabs (or a retry after a lost response) may present the same token at once. Past it, a second use is
 * treated as theft and ends the whole session.
 */
export const REFRESH_REUSE_LEEWAY_SECONDS = 30;
