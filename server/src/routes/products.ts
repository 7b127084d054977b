import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@core/api/fields';
import type { AppContext } from '../context';
import { HttpError } from '../http-error';
import { ACTIVITY_NOT_FOUND } from '../messages';
import { requireAuth } from '../plugins/session';
import { sendCachedAnswer } from './resources-cached-answer';

const kinkParams = z.strictObject({ kinkId: idParam });
/** The spec's client sends its user id; personalisation happens on the device, so it is only checked. */
const enhancedQuery = z.strictObject({ userId: idParam.optional() });

/**
 * GET /api/product-search/{kinkId} (productSearchAnswerSchema), /api/enhanced-products/{kinkId}
 * (enhancedProductsAnswerSchema) and /api/kink-ranking/{kinkId} (kinkRankingAnswerSchema), and
 * the whole tables GET /api/product-search and /api/kink-ranking (productSearchTableSchema,
 * kinkRankingTableSchema): the same answer for everyone, signed in only. An activity without
 * products answers empty lists.
 */
export const productRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    type PerActivity = 'productSearch' | 'enhancedProducts' | 'rankings';
    const answerFor = async (part: PerActivity, kinkId: number) => {
      const answer = (await ctx.content.get())[part].get(kinkId);
      if (!answer) throw new HttpError(404, ACTIVITY_NOT_FOUND);
      return answer;
    };

    // The whole tables: what the app asks for when the activities concerned are a couple's matches.
    app.get('/api/product-search', async (request, reply) => {
      requireAuth(request);
      return sendCachedAnswer(request, reply, (await ctx.content.get()).productSearchTable);
    });

    app.get('/api/kink-ranking', async (request, reply) => {
      requireAuth(request);
      return sendCachedAnswer(request, reply, (await ctx.content.get()).rankingTable);
    });

    app.get('/api/product-search/:kinkId', { schema: { params: kinkParams } }, async (request, reply) => {
      requireAuth(request);
      return sendCachedAnswer(request, reply, await answerFor('productSearch', request.params.kinkId));
    });

    app.get(
      '/api/enhanced-products/:kinkId',
      { schema: { params: kinkParams, querystring: enhancedQuery } },
      async (request, reply) => {
        requireAuth(request);
        return sendCachedAnswer(request, reply, await answerFor('enhancedProducts', request.params.kinkId));
      },
    );

    app.get('/api/kink-ranking/:kinkId', { schema: { params: kinkParams } }, async (request, reply) => {
      requireAuth(request);
      return sendCachedAnswer(request, reply, await answerFor('rankings', request.params.kinkId));
    });
  };
