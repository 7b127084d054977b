import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  boundariesResponseSchema,
  putBoundariesRequestSchema,
  putOwnBoundariesRequestSchema,
  putBoundariesResponseSchema,
} from '@core/api/boundaries';
import { connectionParamsSchema } from '@core/api/connections';
import type { AppContext } from '../context';
import { LIMITS } from '../rate-limits/limits';
import { HttpError } from '../http-error';
import { CONNECTION_NOT_FOUND, DATA_KEY_REPLACED, SIGN_IN_REQUIRED } from '../messages';
import { requireAuth } from '../plugins/session';

/** The caller's own boundaries blob, and one blob per member per connection (`docs/protocol.md` step 16). */
export const boundaryRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { boundaries } = ctx;

    app.get(
      '/api/boundaries',
      { schema: { response: { 200: boundariesResponseSchema } } },
      async (request) => {
        const { userId } = requireAuth(request);
        return { sealed: await boundaries.own(userId) };
      },
    );

    app.put(
      '/api/boundaries',
      { schema: { body: putOwnBoundariesRequestSchema, response: { 200: putBoundariesResponseSchema } } },
      async (request) => {
        const { userId } = requireAuth(request);
        await ctx.limits.consumeForUser(LIMITS.boundaryWritesPerUser, userId);
        const saved = await boundaries.saveOwn(userId, request.body.keyGeneration, request.body.sealed);
        if (saved === 'gone') throw new HttpError(401, SIGN_IN_REQUIRED);
        if (saved === 'stale') throw new HttpError(409, DATA_KEY_REPLACED);
        return { saved: true as const };
      },
    );

    app.put(
      '/api/connections/:id/boundaries',
      {
        schema: {
          params: connectionParamsSchema,
          body: putBoundariesRequestSchema,
          response: { 200: putBoundariesResponseSchema },
        },
      },
      async (request) => {
        const { userId } = requireAuth(request);
        await ctx.limits.consumeForUser(LIMITS.boundaryWritesPerUser, userId);
        if (!(await boundaries.publish(request.params.id, userId, request.body.sealed))) {
          throw new HttpError(404, CONNECTION_NOT_FOUND);
        }
        return { saved: true as const };
      },
    );

    app.get(
      '/api/connections/:id/boundaries',
      { schema: { params: connectionParamsSchema, response: { 200: boundariesResponseSchema } } },
      async (request) => {
        const { userId } = requireAuth(request);
        const answer = await boundaries.partnerBlob(request.params.id, userId);
        if (answer === undefined) throw new HttpError(404, CONNECTION_NOT_FOUND);
        return answer;
      },
    );
  };
