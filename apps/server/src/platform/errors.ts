import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode } from '@duangdee/contract/errors';
import type { ErrorEnvelope } from '@duangdee/contract/envelope';
import { AppError } from './app-error.ts';
import { MAX_PARAM_LENGTH } from './request-limits.ts';

export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  message: string = ERROR_MESSAGES[code],
  details?: unknown,
) {
  const body: ErrorEnvelope = {
    success: false,
    error: details === undefined ? { code, message } : { code, message, details },
  };
  return reply.code(ERROR_STATUS[code]).type('application/json; charset=utf-8').send(body);
}

/** Fastify's own client-error codes, mapped onto the contract's closed list. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_REQUEST',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_REQUEST',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_RATE_LIMIT_EXCEEDED: 'RATE_LIMITED',
};

/** Other 4xx errors of Fastify and its plugins (multipart limits, ...), by status. */
const CLIENT_STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  406: 'UNSUPPORTED_MEDIA_TYPE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/** Node's socket errors that mean the other side could not be reached or went away. */
const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs of a lost or refused connection: class 08 (connection exception), the
 * server shutting down or crashed (57P01, 57P02), starting up (57P03), out of connection slots
 * (53300).
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** What node-postgres and its pool say when a connection ends, cannot be made in time, or broke. */
const CONNECTION_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

/**
 * Whether an error means the database (or another service a request needs) could not be reached
 * or dropped the connection: trying again later may work, so the answer is 503, not 500. The
 * database driver's error is usually the `cause` of the query builder's, so the whole chain is
 * looked at (and each of an `AggregateError`'s errors, as a refused connect to a name with two
 * addresses gives).
 */
export function isConnectionFailure(error: unknown): boolean {
  const pending: unknown[] = [error];
  const seen = new Set<unknown>();
  while (pending.length > 0 && seen.size < 20) {
    const current = pending.pop();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string') {
      if (NETWORK_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)) return true;
    }
    if (typeof message === 'string' && CONNECTION_MESSAGE.test(message)) return true;
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...(errors as unknown[]));
  }
  return false;
}

function validationDetails(error: FastifyError) {
  const where = error.validationContext ?? 'body';
  return (error.validation ?? []).map((issue) => ({
    path: `${where}${issue.instancePath.replaceAll('/', '.')}`,
    message: issue.message ?? 'is not valid',
  }));
}

/**
 * Every error a request can end in, answered in the envelope: the one mapping. It is the error
 * handler and also Fastify's `frameworkErrors`, which the router raises before any route or hook
 * runs (a URL that is not valid percent-encoding, a path parameter over the router's limit) and
 * which Fastify would otherwise answer in its own format.
 */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
    return sendError(reply, error.code, error.message, error.details);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return sendError(reply, 'VALIDATION_FAILED', undefined, validationDetails(error));
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    // The router refuses a path segment longer than any id before a route can validate it; a
    // shorter one that is still too long fails the route's own schema with the same code.
    return sendError(reply, 'VALIDATION_FAILED', undefined, [
      { path: 'params', message: `must not be longer than ${MAX_PARAM_LENGTH} characters` },
    ]);
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return sendError(reply, 'MALFORMED_REQUEST', 'The URL is not valid percent-encoded UTF-8');
  }
  const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (mapped) {
    if (mapped === 'RATE_LIMITED') return sendError(reply, mapped, error.message);
    return sendError(reply, mapped);
  }
  if (error instanceof SyntaxError) return sendError(reply, 'MALFORMED_REQUEST');
  // Any other 4xx Fastify raised itself is a malformed request; everything else is our fault.
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'client error');
    return sendError(reply, CLIENT_STATUS_CODES[status] ?? 'MALFORMED_REQUEST');
  }
  // The database went away or refused us: the client may try again; the log says what happened.
  if (isConnectionFailure(error)) {
    request.log.warn({ err: error }, 'service unavailable: lost the connection to the database');
    return sendError(reply, 'SERVICE_UNAVAILABLE');
  }
  // 5xx: log everything, tell the client nothing about the internals.
  request.log.error({ err: error }, 'unhandled error');
  return sendError(reply, 'INTERNAL_ERROR');
}

/** What a client that broke HTTP itself is told, before Fastify has a request to answer. */
function clientErrorMessage(code: string | undefined): string {
  if (code === 'HPE_HEADER_OVERFLOW') return 'The request headers are too large';
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'The request did not arrive in time';
  return 'The request could not be read';
}

/**
 * Node's `clientError` (a request line or header that is not HTTP, headers over the limit, a
 * request that never finished arriving): the connection is closed with the envelope, where
 * Fastify's default writes its own JSON.
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Duplex,
) {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ err: error }, 'client error before a request');
  if (socket.writable) {
    const body: ErrorEnvelope = {
      success: false,
      error: { code: 'MALFORMED_REQUEST', message: clientErrorMessage(error.code) },
    };
    const text = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${ERROR_STATUS.MALFORMED_REQUEST} Bad Request\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler(answerError);
}

export default fp(errorsPlugin, { name: 'errors' });
