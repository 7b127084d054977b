import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordRequestSchema,
  checkUsernameRequestSchema,
  checkUsernameResponseSchema,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  preloginRequestSchema,
  preloginResponseSchema,
  type PreloginResponse,
} from '@core/api/auth';
import { sessionAnswerSchema } from '@core/api/session';
import { messageSchema } from '@core/api/users';
import { isValidUsername, normalizeUsername, sameKdfParams } from '@core/crypto';
import type { AppContext } from '../context';
import { HttpError } from '../http-error';
import {
  INVALID_LOGIN,
  KDF_SETTINGS_CHANGED,
  LOGGED_OUT,
  PASSWORD_CHANGED,
  SIGN_IN_REQUIRED,
  USERNAME_TAKEN,
} from '../messages';
import { requireAuth } from '../plugins/session';
import { toKdfParams } from '../services/user-shapes';
import { LIMITS } from '../rate-limits/limits';
import { provePassword } from './prove-password';

/** A typed name normalised as the KDF salts it; undefined when it cannot name an account. */
function accountName(typed: string): string | undefined {
  const username = normalizeUsername(typed);
  return isValidUsername(username) ? username : undefined;
}

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { users, limits, cookies, devices } = ctx;

    app.post(
      '/api/auth/prelogin',
      { schema: { body: preloginRequestSchema, response: { 200: preloginResponseSchema } } },
      async (request): Promise<PreloginResponse> => {
        await limits.consumeForAddress(LIMITS.prelogin, request);
        const username = accountName(request.body.username);
        // Unknown names get the server default, exactly like a fresh account: existence stays hidden.
        const user = username === undefined ? undefined : await users.findByName(username);
        return user ? toKdfParams(user) : ctx.config.kdf;
      },
    );

    app.post(
      '/api/auth/login',
      { schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } } },
      async (request, reply) => {
        const typed = normalizeUsername(request.body.username);
        const device = await devices.recognise(request, typed);
        await limits.assertLoginAllowed(request, typed, device);
        const user = await users.verifyLogin(accountName(typed), request.body.password);
        if (!user) {
          await limits.recordLoginFailure(request, typed, device);
          throw new HttpError(401, INVALID_LOGIN);
        }
        await cookies.start(request, reply, user.id);
        await devices.remember(request, reply, user.id);
        const stale = !sameKdfParams(toKdfParams(user), ctx.config.kdf);
        return { ...(await users.sessionAnswer(user)), kdfUpgrade: stale ? ctx.config.kdf : null };
      },
    );

    app.post('/api/auth/logout', { schema: { response: { 200: messageSchema } } }, async (request, reply) => {
      if (request.auth) ctx.events.endSession(request.auth.sessionId);
      await cookies.end(request, reply);
      return { message: LOGGED_OUT };
    });

    app.get('/api/auth/me', { schema: { response: { 200: sessionAnswerSchema } } }, async (request) => {
      const user = await users.findById(requireAuth(request).userId);
      if (!user) throw new HttpError(401, SIGN_IN_REQUIRED);
      return users.sessionAnswer(user);
    });

    app.post(
      '/api/check-username',
      { schema: { body: checkUsernameRequestSchema, response: { 200: checkUsernameResponseSchema } } },
      async (request) => {
        await limits.consumeForAddress(LIMITS.checkUsername, request);
        if (await users.findByName(request.body.username)) throw new HttpError(409, USERNAME_TAKEN);
        return { available: true as const };
      },
    );

    app.post(
      '/api/forgot-password',
      { schema: { body: forgotPasswordRequestSchema, response: { 200: forgotPasswordResponseSchema } } },
      async (request) => {
        await limits.consumeForAddress(LIMITS.forgotPassword, request);
        const username = accountName(request.body.username);
        // Every name costs one lookup, and a name without a reminder answers exactly like a name
        // without an account: the reminder is public by design, the account's existence is not.
        // (Invalid names skip the lookup: they can never name an account, so nothing leaks.)
        const user = username === undefined ? undefined : await users.findByName(username);
        return { passwordReminder: user?.password_reminder || null };
      },
    );

    app.post(
      '/api/auth/password',
      { schema: { body: changePasswordRequestSchema, response: { 200: messageSchema } } },
      async (request, reply) => {
        const userId = (await provePassword(ctx, request, request.body.currentPassword)).id;
        // Only the current default: an account on other settings would stand out at prelogin.
        if (!sameKdfParams(request.body.kdf, ctx.config.kdf)) throw new HttpError(400, KDF_SETTINGS_CHANGED);
        await users.changePassword(userId, request.body);
        request.auth = null;
        await cookies.start(request, reply, userId);
        // Every other device is forgotten with the old password; this one proved the new one.
        await devices.remember(request, reply, userId);
        return { message: PASSWORD_CHANGED };
      },
    );
  };
