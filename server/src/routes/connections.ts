import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  connectionListSchema,
  connectionParamsSchema,
  connectRequestSchema,
  connectResponseSchema,
  secureConnectionsQuerySchema,
} from '@core/api/connections';
import { idParam } from '@core/api/fields';
import { messageSchema } from '@core/api/users';
import type { AppContext } from '../context';
import { HttpError } from '../http-error';
import {
  ALREADY_CONNECTED,
  CANNOT_CONNECT_WITH_SELF,
  CONNECTED,
  CONNECTION_NOT_FOUND,
  DISCONNECTED,
  PARTNER_NOT_FOUND,
} from '../messages';
import { requireAuth, requireSelf } from '../plugins/session';

/** Making, listing and ending partner connections. */
export const connectionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { connections, limits, events } = ctx;

    app.get(
      '/api/connections/:userId',
      { schema: { params: z.strictObject({ userId: idParam }), response: { 200: connectionListSchema } } },
      async (request) => {
        requireSelf(request, request.params.userId);
        return connections.list(request.params.userId);
      },
    );

    app.get(
      '/api/secure-connections',
      { schema: { querystring: secureConnectionsQuerySchema, response: { 200: connectionListSchema } } },
      async (request) => {
        requireSelf(request, request.query.userId);
        return connections.list(request.query.userId);
      },
    );

    app.post(
      '/api/secure-connections',
      { schema: { body: connectRequestSchema, response: { 201: connectResponseSchema } } },
      async (request, reply) => {
        const { userId } = requireAuth(request);
        // A wrong code here is a guess like a wrong lookup: the same limit counts both.
        await limits.assertCodeLookupAllowed(request, userId);
        const result = await connections.connect(userId, request.body.code);
        switch (result.kind) {
          case 'not-found':
            await limits.recordCodeMiss(request, userId);
            throw new HttpError(404, PARTNER_NOT_FOUND);
          case 'self':
            throw new HttpError(400, CANNOT_CONNECT_WITH_SELF);
          case 'duplicate':
            throw new HttpError(409, ALREADY_CONNECTED);
          case 'connected':
            events.emit(result.partner.id, { connectionId: result.id, kind: 'joined' });
            return reply.status(201).send({
              id: result.id,
              connectedUserId: result.partner.id,
              partnerId: result.partner.id,
              partner: result.partner,
              message: CONNECTED,
            });
        }
      },
    );

    app.delete(
      '/api/connections/:id',
      { schema: { params: connectionParamsSchema, response: { 200: messageSchema } } },
      async (request) => {
        const { userId } = requireAuth(request);
        const partnerId = await connections.disconnect(request.params.id, userId);
        // Someone outside the pair gets the same 404 as a connection that does not exist.
        if (partnerId === undefined) throw new HttpError(404, CONNECTION_NOT_FOUND);
        events.emit(partnerId, { connectionId: request.params.id, kind: 'disconnected' });
        return { message: DISCONNECTED };
      },
    );
  };
