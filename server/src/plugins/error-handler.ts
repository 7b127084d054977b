import type { FastifyBaseLogger, FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, statusName } from '../http-error';
import { BODY_TOO_LARGE, INTERNAL_ERROR, JSON_ONLY } from '../messages';

export const BRIEFLY_UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.';
/** Outages are short (a restart, a failover): the client may try again this soon. */
const RETRY_AFTER_SECONDS = 5;

/**
 * The database or Redis did not answer (lost connection, refused, timed out). The store that met
 * it logs the outage once (OutageLog); each request only answers 503.
 */
export class ServiceUnavailableError extends Error {
  constructor(
    readonly service: string,
    options: { cause: unknown },
  ) {
    super(`${service} is unavailable`, options);
  }
}

/** One warning when a backing service goes away and one line when it is back, not one per failure. */
export class OutageLog {
  private down = false;

  constructor(
    private readonly service: string,
    private readonly log: FastifyBaseLogger | undefined,
  ) {}

  lost(error: unknown): void {
    if (this.down) return;
    this.down = true;
    this.log?.warn({ err: error }, `${this.service} is unavailable; requests that need it answer 503`);
  }

  restored(): void {
    if (!this.down) return;
    this.down = false;
    this.log?.info(`${this.service} is available again`);
  }
}

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
    if (error instanceof ServiceUnavailableError) {
      request.log.debug({ err: error }, 'answered 503: a backing service is unavailable');
      reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return reply.status(503).send({ error: statusName(503), message: BRIEFLY_UNAVAILABLE });
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
    // The route's pattern, not its URL: a log line names no user or connection id.
    request.log.error(
      { err: error, method: request.method, route: request.routeOptions.url },
      'request failed',
    );
    return reply.status(500).send({ error: statusName(500), message: INTERNAL_ERROR });
  });
}
