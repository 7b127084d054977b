import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rotateDataKeyRequestSchema } from '@core/api/data-key';
import { sessionAnswerSchema } from '@core/api/session';
import type { AppContext } from '../context';
import { HttpError } from '../http-error';
import { DATA_KEY_REPLACED, ROTATION_INCOMPLETE, SIGN_IN_REQUIRED } from '../messages';
import { LIMITS } from '../rate-limits/limits';
import { provePassword } from './prove-password';

/** The whole account re-sealed: one row per activity at most, each up to 8 KB, as a preferences save. */
const ROTATION_BODY_LIMIT = 2 * 1024 * 1024;

/** Data-key rotation, `docs/protocol.md` step 8a. */
export const dataKeyRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { users, limits, cookies } = ctx;

    app.post(
      '/api/auth/data-key',
      {
        bodyLimit: ROTATION_BODY_LIMIT,
        schema: { body: rotateDataKeyRequestSchema, response: { 200: sessionAnswerSchema } },
      },
      async (request, reply) => {
        const proven = await provePassword(ctx, request, request.body.currentPassword);
        await limits.consumeForUser(LIMITS.dataKeyRotationsPerUser, proven.id);
        const outcome = await users.dataKey.rotate(proven.id, request.body);
        if (outcome === 'gone') throw new HttpError(401, SIGN_IN_REQUIRED);
        if (outcome === 'stale') throw new HttpError(409, DATA_KEY_REPLACED);
        if (outcome === 'incomplete') throw new HttpError(409, ROTATION_INCOMPLETE);
        // Every session ended with the old key; this device proved the password and holds the new one.
        request.auth = null;
        await cookies.start(request, reply, proven.id);
        const user = await users.findById(proven.id);
        if (!user) throw new HttpError(401, SIGN_IN_REQUIRED);
        return users.sessionAnswer(user);
      },
    );
  };
