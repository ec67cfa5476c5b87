import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * What a failed query may tell the log. drizzle's error message carries the statement's parameters
 * (emails, names, the values a client sent), and PostgreSQL's `detail` repeats them; the log gets the
 * statement with its placeholders, the SQLSTATE and PostgreSQL's message, never the values.
 */

interface DatabaseCause {
  code?: unknown;
  message?: unknown;
  constraint?: unknown;
}

const causeOf = (error: unknown): DatabaseCause | undefined =>
  error instanceof DrizzleQueryError && typeof error.cause === 'object' && error.cause !== null
    ? (error.cause as DatabaseCause)
    : undefined;

/** The SQLSTATE of a failed query, if the database gave one. */
export function sqlStateOf(error: unknown): string | undefined {
  const code = causeOf(error)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * SQLSTATE class 22 "data exception": the database refused a value (a date out of its range, a NUL in
 * text, a number too big). The values come from the request, so it is the client's mistake: a 400.
 */
export const isRefusedValue = (error: unknown): boolean => sqlStateOf(error)?.startsWith('22') ?? false;

/** The error as it may be logged: a failed query loses its parameters; anything else is unchanged. */
export function withoutParameters(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  const cause = causeOf(error);
  const safe = new Error(`Failed query: ${error.query}`);
  safe.name = 'DrizzleQueryError';
  // The first lines of the stack repeat the message, parameters included; the frames are kept.
  safe.stack = [
    `DrizzleQueryError: ${safe.message}`,
    ...(error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)),
  ].join('\n');
  Object.assign(safe, {
    sqlState: cause?.code,
    // A data exception's message quotes the refused value ('invalid input syntax for type …: "x"').
    reason: isRefusedValue(error) ? undefined : cause?.message,
    constraint: cause?.constraint,
  });
  return safe;
}
