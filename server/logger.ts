import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions, RawRequestDefaultExpression } from 'fastify';
import type { Config } from './config';
import { withoutParameters } from './db/query-error';

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
  return {
    level: config.LOG_LEVEL,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: { err: errorForLog },
  };
}

/**
 * Fields of a database error that repeat the values of a statement: drizzle's `params`, PostgreSQL's
 * `detail` ("Key (email)=(…) already exists") and `where`, and the internal query of a PL/pgSQL error.
 */
const valueFields = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery']);
const sqlState = /^[0-9A-Z]{5}$/;
const MAX_CAUSES = 5;

export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * The `err` serializer of every log line (`log.error({ err })`, the job runner's included): pino's
 * shape (type, message, stack, own fields, cause), but a failed query keeps its statement and SQLSTATE
 * and loses its parameters, however deep in the causes it sits. A data exception (SQLSTATE class 22)
 * quotes the refused value in its message, so that message is replaced by its code.
 */
export function errorForLog(error: Error, depth = 0): LoggedError {
  const safe = withoutParameters(error);
  const loggable = safe instanceof Error ? safe : error;
  const fields: Record<string, unknown> = { ...loggable };
  const code = typeof fields.code === 'string' && sqlState.test(fields.code) ? fields.code : undefined;
  const refusedValue = code?.startsWith('22') === true;
  const message = refusedValue ? `database refused a value (SQLSTATE ${code})` : loggable.message;
  const stack = loggable.stack ?? '';
  const serialized: LoggedError = {
    type: loggable.name,
    message,
    stack: refusedValue ? stack.replace(loggable.message, message) : stack,
  };
  for (const [key, value] of Object.entries(fields)) {
    if (valueFields.has(key) || key in serialized) continue;
    serialized[key] = value instanceof Error ? errorForLog(value, depth + 1) : value;
  }
  const { cause } = loggable;
  if (cause !== undefined && depth < MAX_CAUSES) {
    serialized.cause = cause instanceof Error ? errorForLog(cause, depth + 1) : cause;
  }
  return serialized;
}

// A caller's (or proxy's) id is kept when it is short and plain, so a trace spans both; else a new one.
const acceptableRequestId = /^[\w.:-]{1,64}$/;

export function requestId(request: RawRequestDefaultExpression): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && acceptableRequestId.test(incoming) ? incoming : randomUUID();
}
