import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { codeParamsSchema } from '@core/api/connections';
import { invitationSchema } from '@core/api/invitations';
import { partnerInfoSchema, userSchema } from '@core/api/session';
import type { AppContext } from '../context';
import { LIMITS } from '../rate-limits/limits';
import { HttpError } from '../http-error';
import { CANNOT_CONNECT_WITH_SELF, PARTNER_NOT_FOUND, USER_NOT_FOUND } from '../messages';
import { requireAuth } from '../plugins/session';

/** Connection codes: looking a partner up by theirs, and getting a new one of your own. */
export const connectionCodeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { users, limits } = ctx;

    app.get(
      '/api/users/bycode/:code',
      { schema: { params: codeParamsSchema, response: { 200: partnerInfoSchema } } },
      async (request) => {
        const { userId } = requireAuth(request);
        await limits.assertCodeLookupAllowed(request, userId);
        // The path parameter arrives URL-decoded; it must match a stored code exactly.
        const partner = await users.findByCode(request.params.code);
        if (!partner) {
          await limits.recordCodeMiss(request, userId);
          throw new HttpError(404, PARTNER_NOT_FOUND);
        }
        if (partner.id === userId) throw new HttpError(400, CANNOT_CONNECT_WITH_SELF);
        return partner;
      },
    );

    app.get(
      '/api/invitations/:code',
      { schema: { params: codeParamsSchema, response: { 200: invitationSchema } } },
      async (request) => {
        // Guessing codes here is guessing them anywhere: misses count against the address as at
        // the join, and a hit tells a name that the link's holder was meant to learn anyway.
        await limits.assertInvitationLookupAllowed(request);
        const inviter = await users.findByCode(request.params.code);
        if (!inviter) {
          await limits.recordInvitationMiss(request);
          throw new HttpError(404, PARTNER_NOT_FOUND);
        }
        return { displayName: inviter.displayName };
      },
    );

    app.post('/api/users/me/code', { schema: { response: { 200: userSchema } } }, async (request) => {
      const { userId } = requireAuth(request);
      await limits.consumeForUser(LIMITS.codeRotationsPerUser, userId);
      const user = await users.rotateCode(userId);
      if (!user) throw new HttpError(404, USER_NOT_FOUND);
      return user;
    });
  };
