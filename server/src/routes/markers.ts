import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { connectionParamsSchema } from '@core/api/connections';
import { markersResponseSchema, putMarkersRequestSchema, putMarkersResponseSchema } from '@core/api/markers';
import type { AppContext } from '../context';
import { HttpError } from '../http-error';
import { CONNECTION_NOT_FOUND } from '../messages';
import { requireAuth } from '../plugins/session';
import { LIMITS } from '../rate-limits/limits';

/** Each member's sealed marks on the pair's matches (`docs/protocol.md` step 16a). */
export const markerRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { markers, limits } = ctx;

    app.get(
      '/api/connections/:id/markers',
      { schema: { params: connectionParamsSchema, response: { 200: markersResponseSchema } } },
      async (request) => {
        const { userId } = requireAuth(request);
        const answer = await markers.both(request.params.id, userId);
        if (answer === undefined) throw new HttpError(404, CONNECTION_NOT_FOUND);
        return answer;
      },
    );

    app.put(
      '/api/connections/:id/markers',
      {
        schema: {
          params: connectionParamsSchema,
          body: putMarkersRequestSchema,
          response: { 200: putMarkersResponseSchema },
        },
      },
      async (request) => {
        const { userId } = requireAuth(request);
        const connectionId = request.params.id;
        await limits.consume(LIMITS.markerSavesPerConnection, `${connectionId}:${userId}`);
        if (!(await markers.save(connectionId, userId, request.body.sealed))) {
          throw new HttpError(404, CONNECTION_NOT_FOUND);
        }
        // The partner's open matches page reads the blobs again; the event says only that they changed.
        const partnerId = await ctx.connections.partnerIn(connectionId, userId);
        if (partnerId !== undefined) ctx.events.emit(partnerId, { connectionId, kind: 'marked' });
        return { saved: true as const };
      },
    );
  };
