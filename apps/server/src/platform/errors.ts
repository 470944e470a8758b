import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode } from '@duangdee/contract/errors';
import type { ErrorEnvelope } from '@duangdee/contract/envelope';
import { AppError } from './app-error.ts';

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

function validationDetails(error: FastifyError) {
  const where = error.validationContext ?? 'body';
  return (error.validation ?? []).map((issue) => ({
    path: `${where}${issue.instancePath.replaceAll('/', '.')}`,
    message: issue.message ?? 'is not valid',
  }));
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return sendError(reply, error.code, error.message, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(reply, 'VALIDATION_FAILED', undefined, validationDetails(error));
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
      return sendError(reply, 'MALFORMED_REQUEST');
    }
    // 5xx: log everything, tell the client nothing about the internals.
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 'INTERNAL_ERROR');
  });
}

export default fp(errorsPlugin, { name: 'errors' });
