import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionStore } from '../services/sessions';
import { API_HEADERS, isKnownHost, type SiteAddress } from './security';
import type { Auth, SessionCookies } from './session';

/** The security hook's API headers as name, value, name, value... */
const API_HEADER_LIST: readonly string[] = Object.entries(API_HEADERS).flat();

/**
 * The security hook's API headers overridden by the answer's, as one flat list: Node writes it
 * without walking an object (spreading and flattening objects was 6% of a 304's time).
 */
function rawHeaders(answer: Answer): string[] {
  const list = API_HEADER_LIST.slice();
  for (const name in answer.headers) {
    const value = answer.headers[name] ?? '';
    let at = 0;
    while (at < list.length && list[at] !== name) at += 2;
    list[at] = name;
    list[at + 1] = value;
  }
  if (answer.body !== undefined) list.push('content-length', String(Buffer.byteLength(answer.body)));
  return list;
}

type HotReadDeps = {
  sessions: SessionStore;
  cookies: SessionCookies;
  draining: { on: boolean };
  site: SiteAddress;
};

/** A read's whole answer, already encoded: what both its paths send (see sendAnswer). */
export type Answer = { status: 200 | 304; headers: Record<string, string>; body?: Buffer | string };

/** The answer from memory alone, or undefined when anything it needs is not known current. */
export type HotRead = (request: FastifyRequest, auth: Auth) => Answer | undefined;

/** Sends an answer through Fastify (the security hook's headers are already on the reply). */
export function sendAnswer(reply: FastifyReply, answer: Answer): FastifyReply {
  reply.status(answer.status).headers(answer.headers);
  return answer.body === undefined ? reply.send() : reply.send(answer.body);
}

/**
 * The app's most frequent reads, answered in the first hook when the session and everything the
 * answer depends on are known current in memory (SessionStore.peek, ChangeFeed), so that such a
 * read skips the hook chain, the cookie parser for every cookie and the handler's promises.
 * Anything not known goes the usual way (the route's handler), which reads the database and fills
 * what the next read finds. Both paths build their answer with the same function; the usual way
 * sends it through Fastify (sendAnswer), this hook writes it whole with the same headers. `served`
 * counts the answers given here (tests hold both paths to the same bytes and headers).
 */
export class HotReads {
  private readonly reads = new Map<string, HotRead>();
  served = 0;

  /** `url` is the route's path as registered (`/api/connections/:id/matches`). */
  add(url: string, read: HotRead): void {
    this.reads.set(url, read);
  }

  /**
   * Registered before every other hook, so it does what they would for a GET it answers: the
   * security hook's Host check and headers (same-site checks concern writes only). Never while
   * draining: the drain hook's `Connection: close` is left to the usual way.
   */
  register(app: FastifyInstance, { sessions, cookies, draining, site }: HotReadDeps): void {
    app.addHook('onRequest', (request, reply, done) => {
      const read = request.method === 'GET' && !draining.on && this.reads.get(request.routeOptions.url ?? '');
      const header = read && isKnownHost(request, site) ? request.headers.cookie : undefined;
      const token = header ? app.parseCookie(header)[cookies.name(request)] : undefined;
      const auth = token === undefined ? undefined : sessions.peek(token);
      const answer = read && auth ? read(request, auth) : undefined;
      if (!answer) {
        done();
        return;
      }
      this.served += 1;
      // Written whole, the security hook's headers then the answer's: the chain stops here.
      reply.hijack();
      reply.raw.writeHead(answer.status, rawHeaders(answer));
      reply.raw.end(answer.body);
    });
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** A JSON answer as it is sent. */
export function jsonAnswer(body: Buffer): Answer {
  return { status: 200, headers: { 'content-type': JSON_TYPE }, body };
}

/** A versioned JSON read: 304 to a client that holds `etag`, else the body under that ETag. */
export function versionedAnswer(request: FastifyRequest, etag: string, body: Buffer): Answer {
  if (request.headers['if-none-match'] === etag) return { status: 304, headers: { etag } };
  return { status: 200, headers: { etag, 'content-type': JSON_TYPE }, body };
}
