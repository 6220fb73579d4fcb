/**
 * Error → HTTP mapping, in one place. AppError codes map through ERROR_CODES; schema
 * validation failures become 400 with the failing fields; anything else is a 500 whose body
 * carries no internals (the log has them).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ErrorBody, type ErrorCode } from '@daybook/contracts';
import { AppError } from '../core/app-error.js';

function body(code: ErrorCode, message: string, details?: ErrorBody['details']): ErrorBody {
  return { success: false, error: message, message, code, ...(details ? { details } : {}) };
}

/** Installs the error and not-found handlers on `app`. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError | Error, request, reply) => {
    if (err instanceof AppError) {
      const status = ERROR_CODES[err.code].status;
      return reply.status(status).send(body(err.code, err.message, err.details));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details = err.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid value.',
      }));
      const first = details[0];
      const message = first
        ? `${first.path ? `${first.path}: ` : ''}${first.message}`
        : ERROR_CODES.VALIDATION.message;
      return reply.status(400).send(body('VALIDATION', message, details));
    }
    const fastifyErr = err as FastifyError;
    if (fastifyErr.statusCode === 429) {
      return reply.status(429).send(body('RATE_LIMITED', ERROR_CODES.RATE_LIMITED.message));
    }
    if (fastifyErr.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || fastifyErr.statusCode === 413) {
      const limit = request.routeOptions.bodyLimit;
      const message = limit
        ? `The request is larger than this endpoint accepts (${limit.toLocaleString('en-US')} bytes).`
        : ERROR_CODES.PAYLOAD_TOO_LARGE.message;
      return reply.status(413).send(body('PAYLOAD_TOO_LARGE', message));
    }
    if (fastifyErr.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply
        .status(415)
        .send(body('UNSUPPORTED_MEDIA_TYPE', ERROR_CODES.UNSUPPORTED_MEDIA_TYPE.message));
    }
    if (fastifyErr.statusCode && fastifyErr.statusCode >= 400 && fastifyErr.statusCode < 500) {
      return reply.status(fastifyErr.statusCode).send(body('VALIDATION', fastifyErr.message));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL', ERROR_CODES.INTERNAL.message));
  });
}
