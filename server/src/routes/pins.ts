import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { connectionParamsSchema } from '@core/api/connections';
import { pinResponseSchema, putPinRequestSchema, putPinResponseSchema } from '@core/api/pins';
import type { AppContext } from '../context';
import { HttpError } from '../http-error';
import { CONNECTION_NOT_FOUND, DATA_KEY_REPLACED, SIGN_IN_REQUIRED } from '../messages';
import { requireAuth } from '../plugins/session';
import { LIMITS } from '../rate-limits/limits';

/** Each member's sealed pin of the partner's key, per connection (`docs/protocol.md` step 13a). */
export const pinRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { pins, limits } = ctx;

    app.get(
      '/api/connections/:id/pin',
      { schema: { params: connectionParamsSchema, response: { 200: pinResponseSchema } } },
      async (request) => {
        const { userId } = requireAuth(request);
        const answer = await pins.own(request.params.id, userId);
        if (answer === undefined) throw new HttpError(404, CONNECTION_NOT_FOUND);
        return answer;
      },
    );

    app.put(
      '/api/connections/:id/pin',
      {
        schema: {
          params: connectionParamsSchema,
          body: putPinRequestSchema,
          response: { 200: putPinResponseSchema },
        },
      },
      async (request) => {
        const { userId } = requireAuth(request);
        await limits.consumeForUser(LIMITS.pinWritesPerUser, userId);
        const { keyGeneration, sealed } = request.body;
        const saved = await pins.save(request.params.id, userId, keyGeneration, sealed);
        if (saved === 'not-member') throw new HttpError(404, CONNECTION_NOT_FOUND);
        if (saved === 'gone') throw new HttpError(401, SIGN_IN_REQUIRED);
        if (saved === 'stale') throw new HttpError(409, DATA_KEY_REPLACED);
        return { saved: true as const };
      },
    );
  };
