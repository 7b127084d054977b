import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { suggestionRequestSchema, suggestionResponseSchema } from '@core/api/preferences';
import type { AppContext } from '../context';
import { SUGGESTION_THANKS } from '../messages';
import { requireAuth } from '../plugins/session';

export const suggestionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/suggestions',
      { schema: { body: suggestionRequestSchema, response: { 201: suggestionResponseSchema } } },
      async (request, reply) => {
        const id = await ctx.suggestions.create(requireAuth(request).userId, request.body);
        return reply.status(201).send({ id, message: SUGGESTION_THANKS });
      },
    );
  };
