import http from 'node:http';
import type { FastifyBaseLogger, FastifyServerFactory } from 'fastify';

/** Answers a request whole and returns true, or writes nothing and returns false. */
export type FrontDoor = (raw: http.IncomingMessage, response: http.ServerResponse) => boolean;

/** A number Fastify put in its options for the server it would have made itself. */
function setting(options: Record<string, unknown>, name: string): number {
  const value = options[name];
  if (typeof value !== 'number') throw new Error(`Fastify passed no number for ${name}`);
  return value;
}

/**
 * Fastify's HTTP server with `door` asked first on every request (HotReads: the hot reads skip
 * the router and every hook); whatever it leaves is Fastify's. A door that throws is a bug: it is
 * logged and the request goes the usual way, which answers it from the database.
 */
export function frontDoorServer(door: FrontDoor, log: FastifyBaseLogger): FastifyServerFactory {
  return (handler, options) => {
    // TLS ends at the proxy in front (README); a server of other options would lose them here.
    for (const name of ['http', 'https', 'http2'])
      if (options[name])
        throw new Error(`The front door serves plain HTTP/1.1: Fastify's ${name} option is not supported`);
    const server = http.createServer((raw, response) => {
      try {
        if (door(raw, response)) return;
      } catch (error) {
        log.error({ err: error }, 'a read from memory failed; the route answers it');
        if (response.headersSent) {
          response.destroy();
          return;
        }
      }
      handler(raw, response);
    });
    // What Fastify sets on a server it makes itself (lib/server.js), so this one behaves the same.
    server.keepAliveTimeout = setting(options, 'keepAliveTimeout');
    server.requestTimeout = setting(options, 'requestTimeout');
    server.setTimeout(setting(options, 'connectionTimeout'));
    const perSocket = setting(options, 'maxRequestsPerSocket');
    if (perSocket > 0) server.maxRequestsPerSocket = perSocket;
    return server;
  };
}
