import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import type { EncodedBodies } from '../services/catalogue';
import { requireAuth } from '../plugins/session';

/** Brotli when the client takes it, else gzip, else plain (q-values of 0 refuse an encoding). */
export function pickEncoding(header: string | undefined): keyof EncodedBodies {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

export const catalogueRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // The answer is kinkListSchema, checked once when the snapshot is built, then sent as cached JSON.
    app.get('/api/kinks', async (request, reply) => {
      requireAuth(request);
      const snapshot = await ctx.catalogue.get();
      reply
        .header('ETag', snapshot.etag)
        .header('Cache-Control', 'private, no-cache')
        .header('Vary', 'Accept-Encoding');
      if (request.headers['if-none-match'] === snapshot.etag) return reply.status(304).send();
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
      return reply.type('application/json; charset=utf-8').send(snapshot.bodies[encoding]);
    });
  };
