import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordRequestSchema,
  checkUsernameRequestSchema,
  checkUsernameResponseSchema,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  loginRequestSchema,
  preloginRequestSchema,
  preloginResponseSchema,
} from '@core/api/auth';
import { messageSchema, sessionAnswerSchema } from '@core/api/users';
import { isValidUsername, normalizeUsername } from '@core/crypto/username';
import type { AppContext } from '../context';
import { HttpError } from '../http-error';
import { LIMITS } from '../plugins/rate-limits';
import { requireAuth } from '../plugins/session';
import { verifyAuthKey, hashAuthKey } from '../services/passwords';
import { findUserById, findUserByName, firstPartner, toKeys, toUser } from '../services/users';

const INVALID_LOGIN = 'Invalid username or password';

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, limits, cookies } = ctx;

    app.post(
      '/api/auth/prelogin',
      { schema: { body: preloginRequestSchema, response: { 200: preloginResponseSchema } } },
      async (request) => {
        await limits.consumeForAddress(LIMITS.prelogin, request);
        const username = normalizeUsername(request.body.username);
        // Unknown names get the server default, exactly like a fresh account: existence stays hidden.
        const user = isValidUsername(username) ? await findUserByName(db, username) : undefined;
        return {
          kdf: 'pbkdf2-sha256' as const,
          iterations: user?.kdf_iterations ?? ctx.config.kdfIterations,
        };
      },
    );

    app.post(
      '/api/auth/login',
      { schema: { body: loginRequestSchema, response: { 200: sessionAnswerSchema } } },
      async (request, reply) => {
        const username = normalizeUsername(request.body.username);
        await limits.assertBelow(LIMITS.loginFailuresPerAddress, request.ip);
        await limits.assertBelow(LIMITS.loginFailuresPerAccount, username);
        const user = isValidUsername(username) ? await findUserByName(db, username) : undefined;
        const valid = await verifyAuthKey(user?.password_hash, request.body.password);
        if (!user || !valid) {
          await limits.record(LIMITS.loginFailuresPerAddress, request.ip);
          await limits.record(LIMITS.loginFailuresPerAccount, username);
          throw new HttpError(401, INVALID_LOGIN);
        }
        await cookies.start(request, reply, user.id);
        return { user: toUser(user), partner: await firstPartner(db, user.id), keys: toKeys(user) };
      },
    );

    app.post('/api/auth/logout', { schema: { response: { 200: messageSchema } } }, async (request, reply) => {
      await cookies.end(request, reply);
      return { message: 'Logged out' };
    });

    app.get('/api/auth/me', { schema: { response: { 200: sessionAnswerSchema } } }, async (request) => {
      const { userId } = requireAuth(request);
      const user = await findUserById(db, userId);
      if (!user) throw new HttpError(401, 'Please sign in to continue');
      return { user: toUser(user), partner: await firstPartner(db, user.id), keys: toKeys(user) };
    });

    app.post(
      '/api/check-username',
      { schema: { body: checkUsernameRequestSchema, response: { 200: checkUsernameResponseSchema } } },
      async (request) => {
        await limits.consumeForAddress(LIMITS.checkUsername, request);
        if (await findUserByName(db, request.body.username)) {
          throw new HttpError(409, 'This username is already taken');
        }
        return { available: true as const };
      },
    );

    app.post(
      '/api/forgot-password',
      { schema: { body: forgotPasswordRequestSchema, response: { 200: forgotPasswordResponseSchema } } },
      async (request) => {
        await limits.consumeForAddress(LIMITS.forgotPassword, request);
        const username = normalizeUsername(request.body.username);
        const user = isValidUsername(username) ? await findUserByName(db, username) : undefined;
        return { passwordReminder: user?.password_reminder || null };
      },
    );

    app.post(
      '/api/auth/password',
      { schema: { body: changePasswordRequestSchema, response: { 200: messageSchema } } },
      async (request, reply) => {
        const { userId } = requireAuth(request);
        const user = await findUserById(db, userId);
        if (!user) throw new HttpError(401, 'Please sign in to continue');
        await limits.assertBelow(LIMITS.loginFailuresPerAccount, user.username);
        if (!(await verifyAuthKey(user.password_hash, request.body.currentPassword))) {
          await limits.record(LIMITS.loginFailuresPerAccount, user.username);
          throw new HttpError(403, 'Current password is incorrect');
        }
        const passwordHash = await hashAuthKey(request.body.newPassword);
        await db.transaction().execute(async (trx) => {
          await trx
            .updateTable('users')
            .set({
              password_hash: passwordHash,
              kdf_iterations: request.body.kdfIterations,
              wrapped_data_key: request.body.wrappedDataKey,
              updated_at: Date.now(),
            })
            .where('id', '=', userId)
            .execute();
          await ctx.sessions.deleteForUser(userId, trx);
        });
        request.auth = null;
        await cookies.start(request, reply, userId);
        return { message: 'Password changed' };
      },
    );
  };
