import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  recoveryFinishRequestSchema,
  recoveryStartRequestSchema,
  recoveryStartResponseSchema,
  setRecoveryRequestSchema,
  setRecoveryResponseSchema,
} from '@core/api/recovery';
import { sessionAnswerSchema } from '@core/api/session';
import { isValidUsername, normalizeUsername, sameKdfParams } from '@core/crypto';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError } from '../http-error';
import { INVALID_RECOVERY, KDF_SETTINGS_CHANGED, RECOVERY_CODE_SAVED, SIGN_IN_REQUIRED } from '../messages';
import { provePassword } from './prove-password';

/**
 * The rate-limit subject of recovery attempts on a name. Recovery failures are limited exactly as
 * login failures (the same limits and growing waits, and the same per-address count), but against
 * their own account counters: someone who mistyped their forgotten password ten times can still
 * recover at once. A colon never appears in a username, so no account shares these counters.
 */
const recoverySubject = (typed: string) => `recovery:${typed}`;

/** Recovery codes, `docs/protocol.md` step 15: make one (signed in), then start and finish a recovery. */
export const recoveryRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { users, limits, cookies, devices } = ctx;

    /** The account a proven code belongs to, or a 401 counted as a failure: one answer for every miss. */
    async function provenAccount(request: FastifyRequest, typedName: string, recoveryKey: string) {
      const typed = normalizeUsername(typedName);
      const subject = recoverySubject(typed);
      await limits.assertLoginAllowed(request, subject);
      const user = await users.recovery.verify(isValidUsername(typed) ? typed : undefined, recoveryKey);
      if (!user?.wrapped_data_key_recovery) {
        await limits.recordLoginFailure(request, subject);
        throw new HttpError(401, INVALID_RECOVERY);
      }
      return { user, wrappedDataKeyRecovery: user.wrapped_data_key_recovery, subject };
    }

    app.put(
      '/api/auth/recovery',
      { schema: { body: setRecoveryRequestSchema, response: { 200: setRecoveryResponseSchema } } },
      async (request) => {
        const user = await provePassword(ctx, request, request.body.currentPassword);
        await users.recovery.replace(user.id, request.body.recoveryKey, request.body.wrappedDataKeyRecovery);
        return { message: RECOVERY_CODE_SAVED, recoveryCodeSet: true as const };
      },
    );

    app.post(
      '/api/auth/recovery/start',
      { schema: { body: recoveryStartRequestSchema, response: { 200: recoveryStartResponseSchema } } },
      async (request) => {
        const { wrappedDataKeyRecovery } = await provenAccount(
          request,
          request.body.username,
          request.body.recoveryKey,
        );
        // The new password is derived at the current default, which finish insists on.
        return { wrappedDataKeyRecovery, kdf: ctx.config.kdf };
      },
    );

    app.post(
      '/api/auth/recovery/finish',
      { schema: { body: recoveryFinishRequestSchema, response: { 200: sessionAnswerSchema } } },
      async (request, reply) => {
        const body = request.body;
        // Only the current default: an account on other settings would stand out at prelogin.
        if (!sameKdfParams(body.kdf, ctx.config.kdf)) throw new HttpError(400, KDF_SETTINGS_CHANGED);
        const { user, subject } = await provenAccount(request, body.username, body.recoveryKey);
        if (!(await users.recovery.resetPassword(user, body))) {
          // The code was replaced between the check and the write: it no longer proves anything.
          await limits.recordLoginFailure(request, subject);
          throw new HttpError(401, INVALID_RECOVERY);
        }
        request.auth = null;
        await cookies.start(request, reply, user.id);
        await devices.remember(request, reply, user.id);
        const fresh = await users.findById(user.id);
        if (!fresh) throw new HttpError(401, SIGN_IN_REQUIRED);
        return users.sessionAnswer(fresh);
      },
    );
  };
