import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, statusName } from '../http-error';
import { BODY_TOO_LARGE, INTERNAL_ERROR, JSON_ONLY } from '../messages';

function describeValidation(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  const first = error.validation[0];
  if (!first) return 'Invalid request';
  const where = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const field = where || error.validationContext || 'request';
  return `${field}: ${first.message}`;
}

/** One place turns every failure into `{error, message}`; unexpected ones are logged, never leaked. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply
        .status(error.statusCode)
        .send({ error: statusName(error.statusCode), message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ error: statusName(400), message: describeValidation(error) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const mapped = status === 415 ? 400 : status;
      const message =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? BODY_TOO_LARGE
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? JSON_ONLY
            : error.message;
      return reply.status(mapped).send({ error: statusName(mapped), message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: statusName(500), message: INTERNAL_ERROR });
  });
}
