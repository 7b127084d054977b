import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { HttpError } from '../http-error';
import { CROSS_SITE_REFUSED, FOREIGN_HOST_REFUSED, FOREIGN_ORIGIN_REFUSED, JSON_ONLY } from '../messages';
import type { RequestOrigin } from './request-origin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request URL is in the API, judged on the path as the router matches it: the router
 * decodes percent escapes, so `/%61pi/...` reaches `/api/...` and must get the API's origin check
 * and `no-store` too. A path that does not decode is judged API (the strictest treatment).
 */
export function isApiPath(url: string): boolean {
  const query = url.indexOf('?');
  let path = query === -1 ? url : url.slice(0, query);
  if (path.includes('%')) {
    try {
      path = decodeURIComponent(path);
    } catch {
      return true;
    }
  }
  return path.startsWith('/api/') || path === '/api';
}

/** Where the site is served: PUBLIC_URL, or none in development (loopback names only). */
export type SiteAddress = {
  publicUrl: URL | undefined;
  /** Host headers already judged (key: scheme and Host), when the caller keeps them. */
  verdicts?: Map<string, boolean>;
};

/** Names that only this machine can reach: a rebinding page never gets one as its Host. */
function isLoopbackName(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}

/** The Host header as a URL on the site's scheme, so default ports compare equal; undefined when unusable. */
function hostUrl(host: string, protocol: string): URL | undefined {
  if (!host) return undefined;
  try {
    const url = new URL(`${protocol}//${host}`);
    // A bare name and port only: `user@host` or a path would let the parser pick another host.
    const bare = !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash;
    return bare ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Distinct Host headers remembered with their verdict; past this the memory starts over. */
const HOST_VERDICTS_MAX = 64;

/**
 * DNS rebinding points an attacker's name at this server: the browser then sends the
 * attacker's Host and a matching Origin, so neither header can vouch for the other. Only the
 * configured address (or, without one, a loopback name) is served at all.
 */
export function assertKnownHost(request: FastifyRequest, site: SiteAddress): void {
  if (!isKnownHost(request, site)) throw new HttpError(400, FOREIGN_HOST_REFUSED);
}

/** Whether the request's Host is served (see assertKnownHost), without throwing. */
export function isKnownHost(origin: RequestOrigin, site: SiteAddress): boolean {
  const { publicUrl } = site;
  const protocol = publicUrl?.protocol ?? `${origin.protocol}:`;
  // Parsing a URL per request was a measurable share of a small answer; a site sees few hosts.
  const key = `${protocol}//${origin.host}`;
  const remembered = site.verdicts?.get(key);
  if (remembered !== undefined) return remembered;
  const host = hostUrl(origin.host, protocol);
  const known = publicUrl
    ? host?.host === publicUrl.host
    : host !== undefined && isLoopbackName(host.hostname);
  if (site.verdicts) {
    if (site.verdicts.size >= HOST_VERDICTS_MAX) site.verdicts.clear();
    site.verdicts.set(key, known);
  }
  return known;
}

function siteOrigin(request: FastifyRequest, site: SiteAddress): string {
  return site.publicUrl?.origin ?? new URL(`${request.protocol}://${request.host}`).origin;
}

function sameOrigin(header: string, expected: string): boolean {
  try {
    return new URL(header).origin === expected;
  } catch {
    return false;
  }
}

/**
 * Refuses cross-site state changes: with SameSite=Strict cookies this closes CSRF even for
 * browsers that lack Sec-Fetch-Site, and JSON-only bodies rule out form and text/plain posts.
 */
export function assertSameSiteRequest(request: FastifyRequest, site: SiteAddress): void {
  if (SAFE_METHODS.has(request.method)) return;
  if (request.headers['sec-fetch-site'] === 'cross-site') {
    throw new HttpError(403, CROSS_SITE_REFUSED);
  }
  const origin = request.headers.origin;
  if (!origin || !sameOrigin(origin, siteOrigin(request, site))) {
    throw new HttpError(403, FOREIGN_ORIGIN_REFUSED);
  }
  const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'];
  const contentType = request.headers['content-type'] ?? '';
  if (hasBody && !/^application\/json(\s*;|$)/i.test(contentType)) {
    throw new HttpError(400, JSON_ONLY);
  }
}

/**
 * The Content-Security-Policy. `scriptHashes` ('sha256-...' sources) let exactly those inline
 * scripts run: the page's theme script (client/index.html), hashed from the built page when the
 * server starts (client-files.ts). No 'unsafe-inline' ever: any other inline script is refused.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets the page compile the Argon2id WebAssembly it ships itself; it does
    // not allow eval(), and every script and module still comes from 'self' or matches a hash.
    ["script-src 'self' 'wasm-unsafe-eval'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    "worker-src 'self'",
    // Radix's scroll lock injects a <style> element; scripts stay strictly 'self'.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Helmet's set for pages, fixed once at start: @fastify/helmet rebuilt it on every request,
 * about a tenth of the server's time on small API answers.
 */
const PAGE_HEADERS = {
  'content-security-policy': contentSecurityPolicy(),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
} as const;

/**
 * The set for JSON answers, which no browser renders as a document: nothing may run or load
 * from them or frame them, no other site may read them, and none is kept in a shared computer's
 * cache, where wrapped keys and sealed rows would allow offline password guessing (the public
 * catalogue opts back in to caching). The document-only headers (opener, DNS prefetch, ...)
 * would be bytes on every answer for nothing.
 */
export const API_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
} as const;

/** The site as configured, with a memory of the Host headers already judged. */
export function siteAddress(config: Pick<Config, 'publicUrl'>): SiteAddress {
  return { publicUrl: config.publicUrl, verdicts: new Map() };
}

export function registerSecurity(app: FastifyInstance, site: SiteAddress): void {
  // A callback hook, not an async one: this runs on every request, and a promise per hook showed.
  app.addHook('onRequest', (request, reply, done) => {
    let refusal: Error | undefined;
    try {
      const api = isApiPath(request.url);
      reply.headers(api ? API_HEADERS : PAGE_HEADERS);
      assertKnownHost(request, site);
      if (api) assertSameSiteRequest(request, site);
    } catch (error) {
      refusal = error instanceof Error ? error : new Error(String(error));
    }
    // Outside the try: what runs after this hook must never be answered a second time from here.
    done(refusal);
  });
}
