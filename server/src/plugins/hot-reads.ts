import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SessionStore } from '../services/sessions';
import { requestOrigin, type ProxyTrust } from './request-origin';
import { API_HEADERS, isKnownHost, type SiteAddress } from './security';
import type { Answer, ReadRequest } from './answers';
import type { Auth, SessionCookies } from './session';

/** The security hook's API headers as name, value, name, value... */
const API_HEADER_LIST: readonly string[] = Object.entries(API_HEADERS).flat();

/** Each answer's header list, built the first time it is sent: answers are kept (see keep). */
const headerLists = new WeakMap<Answer, string[]>();

/**
 * The security hook's API headers overridden by the answer's, as one flat list: Node writes it
 * without walking an object (spreading and flattening objects was 6% of a 304's time).
 */
function rawHeaders(answer: Answer): string[] {
  const kept = headerLists.get(answer);
  if (kept) return kept;
  const list = API_HEADER_LIST.slice();
  for (const name in answer.headers) {
    const value = answer.headers[name] ?? '';
    let at = 0;
    while (at < list.length && list[at] !== name) at += 2;
    list[at] = name;
    list[at + 1] = value;
  }
  if (answer.body !== undefined) list.push('content-length', String(Buffer.byteLength(answer.body)));
  headerLists.set(answer, list);
  return list;
}

type FrontDoorDeps = {
  sessions: SessionStore;
  cookies: SessionCookies;
  draining: { on: boolean };
  site: SiteAddress;
  trust: ProxyTrust | false;
  parseCookie: (header: string) => Record<string, string | undefined>;
};

/** The answer from memory alone, or undefined when anything it needs is not known current. */
export type HotRead = (request: ReadRequest, auth: Auth) => Answer | undefined;

/**
 * Paths matched here: letters, digits, `/`, `-` and `_`. Anything Fastify's router would decode
 * (`%`) or cut (`?`, `;`, `#`) is left to it, so what is matched here is what it would route here.
 */
const PLAIN_PATH = /^[A-Za-z0-9/_-]+$/;

/** Paths whose route HotReads remembers, at most; past it, it starts again from none. */
const PATHS_REMEMBERED = 10_000;
/** Longer paths are matched every time: remembered, they could hold 10,000 x 16 KB. */
const REMEMBERED_PATH_MAX = 100;

type Routed = { read: HotRead; params: Readonly<Record<string, string>> };

/**
 * The app's most frequent reads, answered before Fastify (the HTTP server's own request event,
 * front-door.ts) when the session and everything the answer depends on are known current in
 * memory (SessionStore.peek, ChangeFeed): such a read skips the router, the request and reply
 * objects and every hook. It makes their checks itself for the GETs it answers (the Host check
 * with TRUST_PROXY read as Fastify reads it, the session cookie, the security hook's headers;
 * same-site checks concern writes only). Anything else, or anything not known, goes the usual way
 * (the route's handler), which reads the database and fills what the next read finds. Both paths
 * build their answer with the same function. `served` counts the answers given here (tests hold
 * both paths to the same bytes and headers).
 */
export class HotReads {
  /** Paths without parameters, found in one lookup; the others by their segments. */
  private readonly exact = new Map<string, HotRead>();
  private readonly routes: Array<{ segments: string[]; read: HotRead }> = [];
  /** The routes of paths already matched (see route). */
  private readonly routed = new Map<string, Routed>();
  private deps: FrontDoorDeps | undefined;
  served = 0;

  /** `url` is the route's path as registered (`/api/connections/:id/matches`). */
  add(url: string, read: HotRead): void {
    this.routed.clear();
    if (url.includes(':')) this.routes.push({ segments: url.split('/'), read });
    else this.exact.set(url, read);
  }

  /** From now on, answers what it can (app.ts, once every route has added its reads). */
  open(deps: FrontDoorDeps): void {
    this.deps = deps;
  }

  /** Leaves everything to Fastify, which answers a closing server's requests itself. */
  close(): void {
    this.deps = undefined;
  }

  /**
   * The read and the path's parameters, when the path is plainly one of the registered ones. A
   * person reads the same few paths again and again: each is matched once, then remembered.
   */
  private route(url: string): Routed | undefined {
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    const remembered = this.routed.get(path);
    if (remembered) return remembered;
    const routed = this.match(path);
    if (routed && path.length <= REMEMBERED_PATH_MAX) {
      if (this.routed.size >= PATHS_REMEMBERED) this.routed.clear();
      this.routed.set(path, routed);
    }
    return routed;
  }

  private match(path: string): Routed | undefined {
    const read = this.exact.get(path);
    if (read) return { read, params: {} };
    if (!PLAIN_PATH.test(path)) return undefined;
    const parts = path.split('/');
    for (const { segments, read } of this.routes) {
      if (segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      const matched = segments.every((segment, at) => {
        const part = parts[at] ?? '';
        if (!segment.startsWith(':')) return segment === part;
        params[segment.slice(1)] = part;
        return true;
      });
      if (matched) return { read, params };
    }
    return undefined;
  }

  /**
   * Answers the request whole and returns true, or returns false having written nothing. Never
   * while draining: the drain hook's `Connection: close` is left to the usual way.
   */
  answer(raw: IncomingMessage, response: ServerResponse): boolean {
    const deps = this.deps;
    const { method, url, headers } = raw;
    if (!deps || method !== 'GET' || url === undefined || !headers.cookie || deps.draining.on) return false;
    const route = this.route(url);
    if (!route) return false;
    const origin = requestOrigin(raw, deps.trust);
    if (!isKnownHost(origin, deps.site)) return false;
    const token = deps.parseCookie(headers.cookie)[deps.cookies.name(origin)];
    const auth = token === undefined ? undefined : deps.sessions.peek(token);
    const answer = auth && route.read({ params: route.params, headers }, auth);
    if (!answer) return false;
    this.served += 1;
    response.writeHead(answer.status, rawHeaders(answer));
    response.end(answer.body);
    return true;
  }
}
