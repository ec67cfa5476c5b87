import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions, RawRequestDefaultExpression } from 'fastify';
import type { Config } from './config';

/**
 * Request logging: one JSON line per request and response (pino), with a request id that is echoed in
 * the `x-request-id` header so a user's report can be matched to the log. Credentials never reach the
 * log, even when a handler logs a whole body or header set.
 */

export type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'password',
  '*.password',
  '*.*.password',
  'refreshToken',
  '*.refreshToken',
  '*.*.refreshToken',
  'accessToken',
  '*.accessToken',
  'idToken',
  '*.idToken',
];

export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>): LoggerOptions {
  return { level: config.LOG_LEVEL, redact: { paths: redactedPaths, censor: '[redacted]' } };
}

// A caller's (or proxy's) id is kept when it is short and plain, so a trace spans both; else a new one.
const acceptableRequestId = /^[\w.:-]{1,64}$/;

export function requestId(request: RawRequestDefaultExpression): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && acceptableRequestId.test(incoming) ? incoming : randomUUID();
}
