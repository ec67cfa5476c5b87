import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * Tells "the database cannot be reached" apart from "this query is wrong", so the API can answer 503
 * (try again) instead of 500 (our bug). Only the error itself and, for a drizzle query error, its cause
 * are inspected: a fetch to some other service that failed with ECONNREFUSED is not a database outage.
 */

const connectionErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'EPIPE',
  '57P01', // admin_shutdown: PostgreSQL is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: PostgreSQL is starting
  '53300', // too_many_connections
]);

const connectionErrorMessages = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /^Cannot use a pool after calling end/i,
  /^Client has encountered a connection error/i,
  /^PGlite is closed/i,
];

function looksLikeConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  // SQLSTATE class 08 is "connection exception".
  if (code !== undefined && (connectionErrorCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  return connectionErrorMessages.some((pattern) => pattern.test(error.message));
}

export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DrizzleQueryError) return looksLikeConnectionFailure(error.cause);
  return looksLikeConnectionFailure(error);
}
