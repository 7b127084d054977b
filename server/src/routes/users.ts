import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@core/api/fields';
import { sessionAnswerSchema } from '@core/api/session';
import {
  messageSchema,
  publicUserSchema,
  registerRequestSchema,
  updateProfileRequestSchema,
} from '@core/api/users';
import { sameKdfParams } from '@core/crypto';
import type { AppContext } from '../context';
import { HttpError } from '../http-error';
import {
  KDF_SETTINGS_CHANGED,
  PASSWORDS_DO_NOT_MATCH,
  PROFILE_DELETED,
  RECOVERY_INCOMPLETE,
  USERNAME_TAKEN,
  USER_NOT_FOUND,
} from '../messages';
import { requireAuth, requireSelf } from '../plugins/session';
import { LIMITS } from '../rate-limits/limits';
import { toKeys, toUser } from '../services/user-shapes';

const idParams = z.strictObject({ id: idParam });

export const userRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { users, limits, cookies } = ctx;

    app.post(
      '/api/users',
      { schema: { body: registerRequestSchema, response: { 201: sessionAnswerSchema } } },
      async (request, reply) => {
        await limits.consumeForAddress(LIMITS.register, request);
        const body = request.body;
        if (body.confirmPassword !== body.password) throw new HttpError(400, PASSWORDS_DO_NOT_MATCH);
        if ((body.recoveryKey === undefined) !== (body.wrappedDataKeyRecovery === undefined)) {
          throw new HttpError(400, RECOVERY_INCOMPLETE);
        }
        // Every account uses the server's current KDF cost: prelogin answers that cost for unknown
        // names, so an account made with another would be told apart from a name never used.
        if (!sameKdfParams(body.kdf, ctx.config.kdf)) throw new HttpError(400, KDF_SETTINGS_CHANGED);
        const created = await users.register(body);
        if (created === 'taken') throw new HttpError(409, USERNAME_TAKEN);
        await cookies.start(request, reply, created.id);
        await ctx.devices.remember(request, reply, created.id);
        return reply.status(201).send({ user: toUser(created), partner: null, keys: toKeys(created) });
      },
    );

    app.get(
      '/api/users/:id',
      { schema: { params: idParams, response: { 200: publicUserSchema } } },
      async (request) => {
        const { userId } = requireAuth(request);
        // Someone who is neither you nor your partner gets the same 404 as a missing id.
        const user = await users.visibleTo(userId, request.params.id);
        if (!user) throw new HttpError(404, USER_NOT_FOUND);
        return user;
      },
    );

    app.patch(
      '/api/users/:id',
      { schema: { params: idParams, body: updateProfileRequestSchema, response: { 200: publicUserSchema } } },
      async (request) => {
        requireSelf(request, request.params.id);
        const user = await users.updateProfile(request.params.id, request.body);
        if (!user) throw new HttpError(404, USER_NOT_FOUND);
        return user;
      },
    );

    app.delete(
      '/api/users/:id',
      { schema: { params: idParams, response: { 200: messageSchema } } },
      async (request, reply) => {
        requireSelf(request, request.params.id);
        const pairs = await ctx.connections.list(request.params.id);
        await users.delete(request.params.id);
        ctx.preferenceLists.delete(request.params.id);
        for (const pair of pairs)
          ctx.events.emit(pair.partner.id, { connectionId: pair.id, kind: 'disconnected' });
        await cookies.end(request, reply);
        return { message: PROFILE_DELETED };
      },
    );
  };
