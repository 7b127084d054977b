import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { connectionParamsSchema } from '@core/api/connections';
import { SHARE_SEALED_MAX, shareSetMaxEntries } from '@core/api/limits';
import {
  matchesResponseSchema,
  replaceSharesRequestSchema,
  replaceSharesResponseSchema,
} from '@core/api/shares';
import type { AppContext } from '../context';
import { HttpError } from '../http-error';
import { CONNECTION_NOT_FOUND, REPEATED_SHARE_TOKEN, tooManyShares } from '../messages';
import { requireAuth } from '../plugins/session';

/** Room for one entry's JSON around its sealed value: the token, the keys, quotes and commas. */
const ENTRY_OVERHEAD = 96;

/** Publishing a share set for a connection, and reading back only the mutual entries. */
export const shareRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { shares, catalogue } = ctx;
    // The catalogue is fixed for the life of the process (an import needs a restart), so the
    // largest valid set, and so the body limit, is known here.
    const { ids } = await catalogue.get();
    const bodyLimit = shareSetMaxEntries(ids.size) * (SHARE_SEALED_MAX + ENTRY_OVERHEAD) + 1024;

    app.put(
      '/api/connections/:id/shares',
      {
        bodyLimit,
        schema: {
          params: connectionParamsSchema,
          body: replaceSharesRequestSchema,
          response: { 200: replaceSharesResponseSchema },
        },
      },
      async (request) => {
        const { userId } = requireAuth(request);
        const { entries } = request.body;
        const max = shareSetMaxEntries((await catalogue.get()).ids.size);
        if (entries.length > max) throw new HttpError(400, tooManyShares(max));
        if (new Set(entries.map((entry) => entry.token)).size !== entries.length) {
          throw new HttpError(400, REPEATED_SHARE_TOKEN);
        }
        const count = await shares.replace(request.params.id, userId, entries);
        if (count === undefined) throw new HttpError(404, CONNECTION_NOT_FOUND);
        const partnerId = await ctx.connections.partnerIn(request.params.id, userId);
        if (partnerId !== undefined)
          ctx.events.emit(partnerId, { connectionId: request.params.id, kind: 'published' });
        return { count };
      },
    );

    app.get(
      '/api/connections/:id/matches',
      // The answer is matchesResponseSchema, built as JSON by the database (sent as is, not
      // re-serialised): the API tests parse every answer with the schema.
      { schema: { params: connectionParamsSchema, response: { 200: matchesResponseSchema } } },
      async (request, reply) => {
        const { userId } = requireAuth(request);
        const size = (await catalogue.get()).ids.size;
        const body = await shares.matches(request.params.id, userId, size);
        if (body === undefined) throw new HttpError(404, CONNECTION_NOT_FOUND);
        // The schema's type describes the parsed answer; this reply carries it already encoded.
        const encoded: FastifyReply = reply;
        return encoded.type('application/json; charset=utf-8').send(body);
      },
    );
  };
