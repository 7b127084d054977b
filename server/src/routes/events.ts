import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EVENTS_KEEPALIVE_MS, EVENTS_PATH, EVENTS_RETRY_MS, PARTNER_EVENT_NAME } from '@core/api/events';
import type { AppContext } from '../context';
import { requireAuth } from '../plugins/session';

/**
 * The signed-in user's partner events as server-sent events. The stream is the session's: every
 * keep-alive asks again whether the session still stands (a logout or a password change elsewhere
 * ends it), and a draining server ends it so the browser reconnects to another instance.
 */
export const eventRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(EVENTS_PATH, async (request, reply) => {
      const auth = requireAuth(request);
      const token = request.cookies[ctx.cookies.name(request)] ?? '';
      reply.hijack();
      const raw = reply.raw;
      // The security headers the onRequest hook gave the reply (no-store among them).
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) raw.setHeader(name, value);
      }
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        // nginx would otherwise hold events back until its buffer fills.
        'x-accel-buffering': 'no',
      });
      raw.write(`retry: ${EVENTS_RETRY_MS}\n\n`);
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        unlisten();
        clearInterval(keepAlive);
        raw.end();
      };
      const unlisten = ctx.events.listen(auth.userId, {
        sessionId: auth.sessionId,
        deliver: (event) => raw.write(`event: ${PARTNER_EVENT_NAME}\ndata: ${JSON.stringify(event)}\n\n`),
        end,
      });
      const keepAlive = setInterval(() => {
        ctx.sessions.find(token, Date.now(), { fresh: true }).then(
          (still) => (still?.sessionId === auth.sessionId ? raw.write(': keep-alive\n\n') : end()),
          // A database outage: the browser reconnects and is answered (or refused) afresh.
          () => end(),
        );
      }, EVENTS_KEEPALIVE_MS);
      request.raw.on('close', end);
    });
  };
