import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedRefreshToken } from './session-store';

/**
 * The refresh token also travels as a cookie, so a browser keeps the session without script access to
 * it: HttpOnly (no script reads it), SameSite=Strict (no other site's request carries it), Secure behind
 * https, and scoped to /api/v1/auth so it goes only to the routes that use it. It expires with the
 * session.
 */

export const REFRESH_COOKIE_NAME = 'fc_refresh';
export const REFRESH_COOKIE_PATH = '/api/v1/auth';

const attributes = (secure: boolean) =>
  ({ path: REFRESH_COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure }) as const;

export function setRefreshCookie(reply: FastifyReply, issued: IssuedRefreshToken, secure: boolean): void {
  const maxAge = Math.max(0, Math.floor((issued.expiresAt.getTime() - Date.now()) / 1000));
  reply.setCookie(REFRESH_COOKIE_NAME, issued.token, { ...attributes(secure), maxAge });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE_NAME, attributes(secure));
}

/** P§7: the client sends the token in the body "only when one is held"; then it wins over the cookie. */
export function presentedRefreshToken(
  request: FastifyRequest,
  fromBody: string | undefined,
): string | undefined {
  return fromBody ?? request.cookies[REFRESH_COOKIE_NAME] ?? undefined;
}
