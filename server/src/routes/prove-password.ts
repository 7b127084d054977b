import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError } from '../http-error';
import { CURRENT_PASSWORD_INCORRECT, SIGN_IN_REQUIRED } from '../messages';
import { requireAuth } from '../plugins/session';

/**
 * The signed-in account, once the current password's auth key proves it (password change, a new
 * recovery code, a data-key rotation). Counted as login is: a stolen session must not become a
 * faster password oracle. A wrong key is 403 and a failure against the account.
 */
export async function provePassword(ctx: AppContext, request: FastifyRequest, currentPassword: string) {
  const { userId } = requireAuth(request);
  const user = await ctx.users.findById(userId);
  if (!user) throw new HttpError(401, SIGN_IN_REQUIRED);
  const device = await ctx.devices.recognise(request, user.username);
  await ctx.limits.assertLoginAllowed(request, user.username, device);
  if (!(await ctx.users.verifyPassword(user, currentPassword))) {
    await ctx.limits.recordLoginFailure(request, user.username, device);
    throw new HttpError(403, CURRENT_PASSWORD_INCORRECT);
  }
  return user;
}
