import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@core/api/fields';
import { savePreferencesRequestSchema, savePreferencesResponseSchema } from '@core/api/preferences';
import type { AppContext } from '../context';
import { LIMITS } from '../rate-limits/limits';
import { HttpError } from '../http-error';
import {
  DATA_KEY_REPLACED,
  OWN_PREFERENCES_ONLY,
  SIGN_IN_REQUIRED,
  repeatedActivity,
  tooManyPreferences,
  unknownActivity,
} from '../messages';
import { requireAuth, requireSelf } from '../plugins/session';

/** A full save is one sealed row per activity; 2 MiB leaves room for 8 KB rows over a large catalogue. */
const SAVE_BODY_LIMIT = 2 * 1024 * 1024;

export const preferenceRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { preferences, preferenceLists } = ctx;

    /**
     * Both list routes answer preferenceListSchema (core/api) as JSON the database builds, cached
     * per user and version in memory, with an ETag for clients that revalidate (browsers do not
     * store it: no-store). The API tests parse every answer with that schema.
     */
    const sendList = async (request: FastifyRequest, reply: FastifyReply, userId: number) => {
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
        return { saved: rows.length };
      },
    );
  };
