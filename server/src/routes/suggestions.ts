import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { suggestionRequestSchema, suggestionResponseSchema } from '@core/api/preferences';
import type { AppContext } from '../context';
import { SUGGESTION_THANKS } from '../messages';
import { requireAuth } from '../plugins/session';
import { LIMITS } from '../rate-limits/limits';

export const suggestionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/suggestions',
      { schema: { body: suggestionRequestSchema, response: { 201: suggestionResponseSchema } } },
      async (request, reply) => {
        // Signed in only to keep strangers out; the user id goes to the rate limit, never the row.
        const { userId } = requireAuth(request);
        await ctx.limits.consume(LIMITS.suggestionsPerUser, String(userId));
        await ctx.limits.consumeForAddress(LIMITS.suggestionsPerAddress, request);
        const id = await ctx.suggestions.create(request.body);
        return reply.status(201).send({ id, message: SUGGESTION_THANKS });
      },
    );
  };
