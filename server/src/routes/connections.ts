import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { connectionListSchema } from '@core/api/connections';
import { idParam } from '@core/api/fields';
import type { AppContext } from '../context';
import { requireSelf } from '../plugins/session';
import { listConnections } from '../services/connections';

export const connectionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/connections/:userId',
      { schema: { params: z.strictObject({ userId: idParam }), response: { 200: connectionListSchema } } },
      async (request) => {
        requireSelf(request, request.params.userId);
        return listConnections(ctx.db, request.params.userId);
      },
    );
  };
