import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { requireAuth } from '../plugins/session';

export const catalogueRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // The answer is kinkListSchema, checked once when the snapshot is built, then sent as cached JSON.
    app.get('/api/kinks', async (request, reply) => {
      requireAuth(request);
      const snapshot = await ctx.catalogue.get();
      reply.header('ETag', snapshot.etag).header('Cache-Control', 'private, no-cache');
      if (request.headers['if-none-match'] === snapshot.etag) return reply.status(304).send();
      return reply.type('application/json; charset=utf-8').send(snapshot.body);
    });
  };
