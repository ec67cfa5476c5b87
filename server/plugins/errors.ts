import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorCodeForStatus } from '../../src/contract/error-codes';
import { isRefusedValue, sqlStateOf, withoutParameters } from '../db/query-error';
import { isDatabaseUnavailable } from '../db/unavailable';
import { isAppError } from '../errors';
import type { ErrorBody } from '../http/response-schemas';

/**
 * The one error handler. Every failure leaves as `{ message, code, details? }` with its HTTP status.
 * 4xx messages are meant for the client; a 5xx body says only "Internal Server Error" and the detail
 * (stack, SQL, parameters) goes to the log, never to the client.
 */

interface ErrorReply {
  status: number;
  body: ErrorBody;
}

interface ValidationIssue {
  path: string;
  message: string;
}

const internalError: ErrorReply = {
  status: 500,
  body: { message: 'Internal Server Error', code: 'INTERNAL_ERROR' },
};

const databaseUnavailable: ErrorReply = {
  status: 503,
  body: { message: 'The database is unavailable. Please try again shortly.', code: 'DATABASE_UNAVAILABLE' },
};

const refusedValue: ErrorReply = {
  status: 400,
  body: { message: 'A value in the request is out of range or not allowed', code: 'VALIDATION_ERROR' },
};

/**
 * The client closed the connection before its body arrived (or Node cut a body that never finished).
 * Node reports it as ECONNRESET, which must not read as the database being down: nobody is left to
 * answer, and it is no alarm for the operator.
 */
function isClientAbort(error: FastifyError, request: FastifyRequest): boolean {
  return request.raw.readableAborted || (error.code === 'ECONNRESET' && error.message === 'aborted');
}

/** Fastify's own request errors, given stable codes and messages a person can act on. */
function fastifyRequestError(error: FastifyError, request: FastifyRequest): ErrorReply | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, body: { message: 'Request body is not valid JSON', code: 'INVALID_JSON' } };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return {
        status: 400,
        body: { message: 'Request body is empty but Content-Type is application/json', code: 'INVALID_JSON' },
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        body: {
          message: `Content-Type ${request.headers['content-type'] ?? '(none)'} is not supported; send application/json`,
          code: 'UNSUPPORTED_MEDIA_TYPE',
        },
      };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: { message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' } };
    default:
      return undefined;
  }
}

function validationIssues(error: FastifyError): ValidationIssue[] {
  const where = error.validationContext ?? 'request';
  return (error.validation ?? []).map((issue) => {
    const missing =
      typeof issue.params['missingProperty'] === 'string' ? [issue.params['missingProperty']] : [];
    const segments = [...issue.instancePath.split('/').filter(Boolean), ...missing];
    return { path: [where, ...segments].join('.'), message: issue.message ?? 'is invalid' };
  });
}

function toErrorReply(error: FastifyError, request: FastifyRequest): ErrorReply {
  if (isAppError(error)) {
    const body: ErrorBody = { message: error.message, code: error.code };
    if (error.details !== undefined) body.details = error.details;
    return { status: error.status, body };
  }
  if (error.validation) {
    const details = validationIssues(error);
    const message = details.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
    return { status: 400, body: { message, code: 'VALIDATION_ERROR', details } };
  }
  const known = fastifyRequestError(error, request);
  if (known) return known;
  if (isClientAbort(error, request)) {
    return { status: 400, body: { message: 'The request was not received whole', code: 'BAD_REQUEST' } };
  }
  if (isDatabaseUnavailable(error)) return databaseUnavailable;
  if (isRefusedValue(error)) return refusedValue;
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    return { status, body: { message: error.message, code: errorCodeForStatus(status) } };
  }
  return internalError;
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toErrorReply(error, request);
  if (status >= 500 && !isAppError(error)) {
    request.log.error({ err: withoutParameters(error) }, `request failed: ${body.code}`);
  } else if (status >= 500) {
    // Thrown on purpose (a feature switched off, a provider down): worth a look, not a stack trace.
    request.log.warn({ code: body.code, status }, body.message);
  } else {
    // A client's mistake: its code is enough (a refused value's SQL and parameters stay out of the log).
    request.log.info({ code: body.code, status, sqlState: sqlStateOf(error) }, body.message);
  }
  if (status === 503) reply.header('retry-after', '5');
  // A route may have set headers for its success body (caching, content-disposition); they do not apply.
  reply.removeHeader('cache-control').removeHeader('content-disposition');
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

const errorsPlugin: FastifyPluginAsync = async (app) => {
  app.setErrorHandler(handleError);
};

export default fp(errorsPlugin, { name: 'errors' });
