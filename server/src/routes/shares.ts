import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { connectionParamsSchema } from '@core/api/connections';
import { SHARE_HISTORY_ANSWER_LENGTH, SHARE_SEALED_MAX, shareSetMaxEntries } from '@core/api/limits';
import {
  matchesResponseSchema,
  replaceCompactSetRequestSchema,
  replaceSharesRequestSchema,
  replaceSharesResponseSchema,
  shareHistoryResponseSchema,
} from '@core/api/shares';
import type { AppContext } from '../context';
import { HttpError } from '../http-error';
import { catalogueLayout, compactEntrySize, TOKEN_BYTES } from '@core/sharing';
import { sealedByteLength } from '@core/crypto';
import { CONNECTION_NOT_FOUND, REPEATED_SHARE_TOKEN, tooManyShares, wrongShareSetLength } from '../messages';
import { jsonAnswer, sendAnswer } from '../plugins/answers';
import { requireAuth } from '../plugins/session';
import { LIMITS } from '../rate-limits/limits';
import { matchesAnswerLength, padJsonObject } from '../services/answer-padding';
import { TokenList } from '../services/token-list';

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
    const entryBytes = sealedByteLength(compactEntrySize(await catalogueLayout(kinks)));
    const matchesShape = {
      size: ids.size,
      answerLength: matchesAnswerLength(kinks),
      compactAnswerLength: matchesAnswerLength(kinks, 4 * Math.ceil(entryBytes / 3)),
    };
    const max = shareSetMaxEntries(ids.size);

    /** After a replacement: the partner's open pages hear of it (no content, see Partner events). */
    const announce = (connectionId: number, partnerId: number) =>
      ctx.events.emit(partnerId, { connectionId, kind: 'published' });

    app.put(
      '/api/connections/:id/share-set',
      {
        schema: {
          params: connectionParamsSchema,
          body: replaceCompactSetRequestSchema,
          response: { 200: replaceSharesResponseSchema },
        },
      },
      async (request) => {
        const { userId } = requireAuth(request);
        const { entries } = request.body;
        // Whole records of this catalogue's one entry length, at most one per activity and the meta entry.
        const bytes = Buffer.byteLength(entries, 'base64');
        const record = TOKEN_BYTES + entryBytes;
        if (bytes === 0 || bytes % record !== 0) throw new HttpError(400, wrongShareSetLength(record));
        if (bytes / record > max) throw new HttpError(400, tooManyShares(max));
        const tokens = TokenList.ofCompact(entries, entryBytes);
        if (tokens.hasRepeats()) throw new HttpError(400, REPEATED_SHARE_TOKEN);
        await limits.consume(LIMITS.shareSetsPerConnection, `${request.params.id}:${userId}`);
        const done = await shares.replaceCompact(request.params.id, userId, { entries, entryBytes, tokens });
        if (done === undefined) throw new HttpError(404, CONNECTION_NOT_FOUND);
        announce(request.params.id, done.partnerId);
        return { count: done.count };
      },
    );

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
        const done = await shares.replace(request.params.id, userId, entries);
        if (done === undefined) throw new HttpError(404, CONNECTION_NOT_FOUND);
        announce(request.params.id, done.partnerId);
        return { count: done.count };
      },
    );

    const MATCHES = '/api/connections/:id/matches';
    app.get(
      MATCHES,
      // The answer is matchesResponseSchema, built as JSON by the database (sent as is, not
      // re-serialised): the API tests parse every answer with the schema.
      { schema: { params: connectionParamsSchema, response: { 200: matchesResponseSchema } } },
      async (request, reply) => {
        const { userId } = requireAuth(request);
        const body = await shares.matches(request.params.id, userId, matchesShape);
        if (body === undefined) throw new HttpError(404, CONNECTION_NOT_FOUND);
        // The schema's type describes the parsed answer; this reply carries it already encoded.
        const encoded: FastifyReply = reply;
        return sendAnswer(encoded, jsonAnswer(body));
      },
    );
    ctx.hotReads.add(MATCHES, (request, { userId }) => {
      // Not validated yet before Fastify: the same schema, and a refusal goes the usual way.
      const params = connectionParamsSchema.safeParse(request.params);
      const body = params.success ? shares.knownMatches(params.data.id, userId, matchesShape) : undefined;
      return body && jsonAnswer(body);
    });

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
