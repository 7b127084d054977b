import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@core/api/health';
import { pingDatabase, type DatabaseHandle } from '../db/database';
import { HttpError } from '../http-error';

export const healthRoutes =
  (handle: DatabaseHandle): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/health', { schema: { response: { 200: healthResponseSchema } } }, async () => {
      try {
        await pingDatabase(handle.db);
      } catch {
        throw new HttpError(503, 'The database is not reachable');
      }
      return { status: 'ok' as const, database: handle.dialect };
    });
  };
