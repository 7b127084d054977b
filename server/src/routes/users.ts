import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@core/api/fields';
import {
  messageSchema,
  publicUserSchema,
  registerRequestSchema,
  sessionAnswerSchema,
  updateProfileRequestSchema,
} from '@core/api/users';
import type { AppContext } from '../context';
import { isUniqueViolation } from '../db/errors';
import { HttpError } from '../http-error';
import { LIMITS } from '../plugins/rate-limits';
import { requireAuth, requireSelf } from '../plugins/session';
import { makeConnectionCode } from '../services/connection-code';
import { hashAuthKey } from '../services/passwords';
import { deleteUserAndData } from '../services/delete-user';
import { areConnected, findUserById, findUserByName, toKeys, toPublicUser, toUser } from '../services/users';

const idParams = z.strictObject({ id: idParam });
const USERNAME_TAKEN = 'This username is already taken';

export const userRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, limits, cookies } = ctx;

    app.post(
      '/api/users',
      { schema: { body: registerRequestSchema, response: { 201: sessionAnswerSchema } } },
      async (request, reply) => {
        await limits.consumeForAddress(LIMITS.register, request);
        const body = request.body;
        if (body.confirmPassword !== body.password) throw new HttpError(400, 'Passwords do not match');
        if (await findUserByName(db, body.username)) throw new HttpError(409, USERNAME_TAKEN);
        const passwordHash = await hashAuthKey(body.password);
        const displayName = body.displayName ?? body.username;
        const now = Date.now();
        let created;
        // A code collision is rare but possible: a new random suffix fixes it.
        for (let attempt = 0; attempt < 5 && !created; attempt += 1) {
          try {
            created = await db
              .insertInto('users')
              .values({
                username: body.username,
                display_name: displayName,
                role: body.role ?? 'primary',
                code: makeConnectionCode(displayName),
                password_hash: passwordHash,
                kdf_iterations: body.kdfIterations,
                wrapped_data_key: body.wrappedDataKey,
                public_key: body.publicKey,
                wrapped_private_key: body.wrappedPrivateKey,
                password_reminder: body.passwordReminder || null,
                is_adult: 1,
                created_at: now,
                updated_at: now,
              })
              .returningAll()
              .executeTakeFirstOrThrow();
          } catch (error) {
            if (!isUniqueViolation(error)) throw error;
            if (await findUserByName(db, body.username)) throw new HttpError(409, USERNAME_TAKEN);
          }
        }
        if (!created) throw new Error('Could not allocate a unique connection code');
        await cookies.start(request, reply, created.id);
        return reply.status(201).send({ user: toUser(created), partner: null, keys: toKeys(created) });
      },
    );

    app.get(
      '/api/users/:id',
      { schema: { params: idParams, response: { 200: publicUserSchema } } },
      async (request) => {
        const { userId } = requireAuth(request);
        const id = request.params.id;
        // Someone who is neither you nor your partner gets the same 404 as a missing id.
        if (id !== userId && !(await areConnected(db, userId, id)))
          throw new HttpError(404, 'User not found');
        const user = await findUserById(db, id);
        if (!user) throw new HttpError(404, 'User not found');
        return toPublicUser(user);
      },
    );

    app.patch(
      '/api/users/:id',
      { schema: { params: idParams, body: updateProfileRequestSchema, response: { 200: publicUserSchema } } },
      async (request) => {
        requireSelf(request, request.params.id);
        const { displayName, passwordReminder } = request.body;
        const user = await db
          .updateTable('users')
          .set({
            ...(displayName !== undefined ? { display_name: displayName } : {}),
            ...(passwordReminder !== undefined ? { password_reminder: passwordReminder || null } : {}),
            updated_at: Date.now(),
          })
          .where('id', '=', request.params.id)
          .returningAll()
          .executeTakeFirst();
        if (!user) throw new HttpError(404, 'User not found');
        return toPublicUser(user);
      },
    );

    app.delete(
      '/api/users/:id',
      { schema: { params: idParams, response: { 200: messageSchema } } },
      async (request, reply) => {
        requireSelf(request, request.params.id);
        await deleteUserAndData(db, request.params.id);
        ctx.sessions.forgetUser(request.params.id);
        ctx.preferenceLists.delete(request.params.id);
        await cookies.end(request, reply);
        return { message: 'Your profile and all of its data have been deleted' };
      },
    );
  };
