import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer } from '../services/content-answer';
import { pickEncoding } from './catalogue';

/**
 * Sends a public content answer as GET /api/kinks does: 304 when the client holds this ETag,
 * else the JSON in the best encoding the client takes. The answer was checked against its
 * contract when it was built, so it goes out as stored bytes.
 */
export function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
): FastifyReply {
  reply
    .header('ETag', answer.etag)
    .header('Cache-Control', 'private, no-cache')
    .header('Vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === answer.etag) return reply.status(304).send();
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(answer.body(encoding));
}
