import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { connectionParamsSchema } from '@core/api/connections';
import { SHARE_HISTORY_ANSWER_LENGTH, SHARE_SEALED_MAX, shareSetMaxEntries } from '@core/api/limits';
import {
  matchesResponseSchema,
  replaceSharesRequestSchema,
  replaceSharesResponseSchema,
  shareHistoryResponseSchema,
} from '@core/api/shares';
import type { AppContext } from '../context';
import { HttpError } from '../http-error';
import { CONNECTION_NOT_FOUND, REPEATED_SHARE_TOKEN, tooManyShares } from '../messages';
import { requireAuth } from '../plugins/session';
import { LIMITS } from '../rate-limits/limits';
import { matchesAnswerLength, padJsonObject } from '../services/answer-padding';

/** Room for one entry's JSON around its sealed value: the token, the keys, quotes and commas. */
const ENTRY_OVERHEAD = 96;

/**
 * Publishing a share set for a connection, reading back only the mutual entries, and the
 * partner's history of replacements.
 */
export const shareRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { shares, shareHistory, catalogue, limits } = ctx;
    // The catalogue is fixed for the life of the process (an import needs a restart), so the
    // largest valid set, and so the body limit and the matches answer's one length, are known here.
    const { ids, kinks } = await catalogue.get();
    const bodyLimit = shareSetMaxEntries(ids.size) * (SHARE_SEALED_MAX + ENTRY_OVERHEAD) + 1024;
    const matchesShape = { size: ids.size, answerLength: matchesAnswerLength(kinks) };

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
        await limits.consume(LIMITS.shareSetsPerConnection, `${request.params.id}:${userId}`);
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
        const body = await shares.matches(request.params.id, userId, matchesShape);
        if (body === undefined) throw new HttpError(404, CONNECTION_NOT_FOUND);
        // The schema's type describes the parsed answer; this reply carries it already encoded.
        const encoded: FastifyReply = reply;
        return encoded.type('application/json; charset=utf-8').send(body);
      },
    );

    app.get(
      '/api/connections/:id/share-history',
      { schema: { params: connectionParamsSchema, response: { 200: shareHistoryResponseSchema } } },
      async (request, reply) => {
        const { userId } = requireAuth(request);
        const entries = await shareHistory.partnerHistory(request.params.id, userId);
        if (entries === undefined) throw new HttpError(404, CONNECTION_NOT_FOUND);
        const body = padJsonObject(JSON.stringify({ entries }), SHARE_HISTORY_ANSWER_LENGTH);
        const encoded: FastifyReply = reply;
        return encoded.type('application/json; charset=utf-8').send(body);
      },
    );
  };
