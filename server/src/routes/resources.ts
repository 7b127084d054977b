import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@core/api/fields';
import type { AppContext } from '../context';
import { HttpError } from '../http-error';
import { RESOURCE_NOT_FOUND } from '../messages';
import { requireAuth } from '../plugins/session';
import { sendCachedAnswer } from './resources-cached-answer';

const kinkParams = z.strictObject({ kinkId: idParam });

/** GET /api/resources/{kinkId}: resourceAnswerSchema; public content, signed in only. */
export const resourceRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/resources/:kinkId', { schema: { params: kinkParams } }, async (request, reply) => {
      requireAuth(request);
      const answer = (await ctx.content.get()).resources.get(request.params.kinkId);
      if (!answer) throw new HttpError(404, RESOURCE_NOT_FOUND);
      return sendCachedAnswer(request, reply, answer);
    });
  };
