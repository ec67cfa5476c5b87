import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/**
 * Per-IP limits on the routes that guess or mint credentials (reliability notes; Epic Stack uses 10 a
 * minute on its auth paths). Each route counts on its own, in the database, so every server on one
 * PostgreSQL shares the count (ADR 041). The client IP is the socket's unless TRUST_PROXY says which
 * X-Forwarded-For hops to believe.
 */

export interface RateLimit {
  max: number;
  timeWindowMs: number;
}

export interface AuthRateLimits {
  /** Register, login, Google sign-in and POST /users: each one can guess a password or create accounts. */
  signIn: RateLimit;
  /**
   * Refresh cannot guess anything (a token is 256 random bits); its limit only stops floods, and is
   * higher because a school or a family behind one NAT refreshes many devices at once.
   */
  refresh: RateLimit;
}

export const defaultAuthRateLimits: AuthRateLimits = {
  signIn: { max: 10, timeWindowMs: 60_000 },
  refresh: { max: 60, timeWindowMs: 60_000 },
};

/** Route `config` for @fastify/rate-limit; the 429 leaves in our error shape, with Retry-After. */
export function rateLimited({ max, timeWindowMs }: RateLimit) {
  return {
    rateLimit: {
      max,
      timeWindow: timeWindowMs,
      errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => {
        const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
        return new AppError(
          'RATE_LIMITED',
          429,
          `Too many attempts. Please wait ${seconds} seconds before trying again.`,
          { retryAfterSeconds: seconds },
        );
      },
    },
  };
}
