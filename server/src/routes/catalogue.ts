import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import type { CatalogueSnapshot, EncodedBodies } from '../services/catalogue';
import { keep, keptFor, sendAnswer, type Answer, type AnswerRequest } from '../plugins/answers';
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

/** Each snapshot's 304, made once: answers are kept and sent again (plugins/answers.ts). */
const notModified = new WeakMap<CatalogueSnapshot, Answer>();

/** The catalogue, revalidated by ETag and kept by the browser (it opts back in to caching). */
function catalogueAnswer(request: AnswerRequest, snapshot: CatalogueSnapshot): Answer {
  const { etag } = snapshot;
  const headers = { etag, 'cache-control': 'private, no-cache', vary: 'Accept-Encoding' };
  if (request.headers['if-none-match'] === etag) {
    const kept = notModified.get(snapshot);
    if (kept) return kept;
    const answer: Answer = { status: 304, headers };
    notModified.set(snapshot, answer);
    return answer;
  }
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const body = snapshot.bodies[encoding];
  const encoded: Record<string, string> = encoding === 'identity' ? {} : { 'content-encoding': encoding };
  return (
    keptFor(body, etag) ??
    keep({
      status: 200,
      headers: { ...headers, ...encoded, 'content-type': 'application/json; charset=utf-8' },
      body,
    })
  );
}

export const catalogueRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // The answer is kinkListSchema, checked once when the snapshot is built, then sent as cached JSON.
    const KINKS = '/api/kinks';
    app.get(KINKS, async (request, reply) => {
      requireAuth(request);
      return sendAnswer(reply, catalogueAnswer(request, await ctx.catalogue.get()));
    });
    // The catalogue is loaded at start and fixed for the life of the process.
    ctx.hotReads.add(KINKS, (request) => {
      const snapshot = ctx.catalogue.current;
      return snapshot && catalogueAnswer(request, snapshot);
    });
  };
