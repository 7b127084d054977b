import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@core/api/fields';
import {
  preferenceDocumentAnswerSchema,
  saveDocumentRequestSchema,
  saveDocumentResponseSchema,
  savePreferencesRequestSchema,
  savePreferencesResponseSchema,
} from '@core/api/preferences';
import { catalogueLayout, documentSealedLength } from '@core/sharing';
import type { AppContext } from '../context';
import { LIMITS } from '../rate-limits/limits';
import { HttpError } from '../http-error';
import {
  DATA_KEY_REPLACED,
  OWN_PREFERENCES_ONLY,
  PREFERENCES_MOVED,
  SIGN_IN_REQUIRED,
  repeatedActivity,
  tooManyPreferences,
  unknownActivity,
  wrongDocumentLength,
} from '../messages';
import { sendAnswer, versionedAnswer } from '../plugins/answers';
import { requireAuth, requireSelf } from '../plugins/session';

/** A full save is one sealed row per activity; 2 MiB leaves room for 8 KB rows over a large catalogue. */
const SAVE_BODY_LIMIT = 2 * 1024 * 1024;

export const preferenceRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { preferences, preferenceLists } = ctx;
    // The catalogue is fixed for the life of the process (an import needs a restart), so the one
    // length of a sealed document is known here.
    const documentLength = documentSealedLength(await catalogueLayout((await ctx.catalogue.get()).kinks));

    /**
     * Both list routes answer preferenceListSchema (core/api) as JSON the database builds, cached
     * per user and version in memory, with an ETag for clients that revalidate (browsers do not
     * store it: no-store). The API tests parse every answer with that schema.
     */
    const sendList = async (request: FastifyRequest, reply: FastifyReply, userId: number) => {
      // A client from before storage version 2 would read an empty list and save defaults over it.
      if (await preferences.hasDocument(userId)) throw new HttpError(409, PREFERENCES_MOVED);
      const version = await preferences.version(userId);
      const etag = `"p${userId}.${version}"`;
      reply.header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      let body = preferenceLists.get(userId, String(version));
      if (!body) {
        body = Buffer.from(await preferences.listJson(userId));
        preferenceLists.set(userId, String(version), body);
      }
      return reply.type('application/json; charset=utf-8').send(body);
    };

    const DOCUMENT = '/api/preferences/document';
    const documentEtag = (userId: number, version: string) => `"p${userId}.${version}"`;
    /**
     * The caller's document and any v1 rows not yet moved (preferenceDocumentAnswerSchema), cached
     * per user and version as the lists are, under a version of its own.
     */
    app.get(
      DOCUMENT,
      { schema: { response: { 200: preferenceDocumentAnswerSchema } } },
      async (request, reply) => {
        const { userId } = requireAuth(request);
        const version = `d${await preferences.version(userId)}`;
        let body = preferenceLists.get(userId, version);
        if (!body) {
          body = Buffer.from(await preferences.documentJson(userId));
          preferenceLists.set(userId, version, body);
        }
        // The schema's type describes the parsed answer; this reply carries it already encoded.
        const encoded: FastifyReply = reply;
        return sendAnswer(encoded, versionedAnswer(request, documentEtag(userId, version), body));
      },
    );
    ctx.hotReads.add(DOCUMENT, (request, { userId }) => {
      const known = preferences.versions.peek(userId);
      const version = `d${known}`;
      const body = known === undefined ? undefined : preferenceLists.get(userId, version);
      return body && versionedAnswer(request, documentEtag(userId, version), body);
    });

    app.put(
      DOCUMENT,
      {
        // The save's own statement checks the session: one round trip to the database, not two.
        config: { sessionCheckedByWrite: true },
        schema: { body: saveDocumentRequestSchema, response: { 200: saveDocumentResponseSchema } },
      },
      async (request) => {
        const { userId, sessionId } = requireAuth(request);
        await ctx.limits.consumeForUser(LIMITS.preferenceSavesPerUser, userId);
        const { sealed, keyGeneration } = request.body;
        // One length per catalogue (step 7b): a document of another length would say something.
        if (sealed.length !== documentLength) throw new HttpError(400, wrongDocumentLength(documentLength));
        const saved = await preferences.saveDocument(userId, keyGeneration, sealed, sessionId);
        if (saved === 'gone') throw new HttpError(401, SIGN_IN_REQUIRED);
        if (saved === 'stale') throw new HttpError(409, DATA_KEY_REPLACED);
        return { saved: true as const };
      },
    );

    app.get('/api/preferences', async (request, reply) =>
      sendList(request, reply, requireAuth(request).userId),
    );

    app.get(
      '/api/preferences/:userId',
      { schema: { params: z.strictObject({ userId: idParam }) } },
      async (request, reply) => {
        // A partner's preferences are never served, not even sealed: only mutual shares are.
        requireSelf(request, request.params.userId);
        return sendList(request, reply, request.params.userId);
      },
    );

    app.post(
      '/api/preferences',
      {
        bodyLimit: SAVE_BODY_LIMIT,
        schema: { body: savePreferencesRequestSchema, response: { 200: savePreferencesResponseSchema } },
      },
      async (request) => {
        const { userId } = requireAuth(request);
        await ctx.limits.consumeForUser(LIMITS.preferenceSavesPerUser, userId);
        const rows = request.body.preferences;
        if (rows.some((row) => row.userId !== userId)) throw new HttpError(403, OWN_PREFERENCES_ONLY);
        const catalogue = await ctx.catalogue.get();
        if (rows.length > catalogue.ids.size)
          throw new HttpError(400, tooManyPreferences(catalogue.ids.size));
        const seen = new Set<number>();
        for (const row of rows) {
          if (!catalogue.ids.has(row.kinkId)) throw new HttpError(400, unknownActivity(row.kinkId));
          if (seen.has(row.kinkId)) throw new HttpError(400, repeatedActivity(row.kinkId));
          seen.add(row.kinkId);
        }
        // The account was deleted while this save was under way: its session is gone too.
        const saved = await preferences.save(userId, request.body.keyGeneration, rows);
        if (saved === 'gone') throw new HttpError(401, SIGN_IN_REQUIRED);
        if (saved === 'stale') throw new HttpError(409, DATA_KEY_REPLACED);
        if (saved === 'moved') throw new HttpError(409, PREFERENCES_MOVED);
        return { saved: rows.length };
      },
    );
  };
