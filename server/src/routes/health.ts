import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@core/api/health';
import type { AppContext } from '../context';
import { HttpError } from '../http-error';
import { DATABASE_UNREACHABLE } from '../messages';
import { ServiceUnavailableError } from '../plugins/error-handler';

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/health', { schema: { response: { 200: healthResponseSchema } } }, async (request) => {
      try {
        return { status: 'ok' as const, database: await ctx.health.check() };
      } catch (error) {
        // The probe's answer is the 503; the cause goes to the log for whoever runs the server. A
        // lost connection was already logged once by the pool (OutageLog): probes repeat it quietly.
        if (error instanceof ServiceUnavailableError)
          request.log.debug({ err: error }, 'health check: database unavailable');
        else request.log.warn({ err: error }, 'database health check failed');
        throw new HttpError(503, DATABASE_UNREACHABLE);
      }
    });
  };
