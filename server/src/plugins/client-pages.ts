import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { PAGES, SIGNED_IN_PATHS } from '@core/pages';

/** One variant of index.html, compressed once at start. */
export type ClientPage = { raw: Buffer; br: Buffer; gzip: Buffer; etag: string };

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/**
 * The session check every signed-in page waits for before it draws anything but 'Loading...'
 * (client/src/lib/session/session-check.ts): the build puts it in the chunk of the API's contracts,
 * vite.config.ts's `api` group, which the manifest names `_api-<hash>.js` (matched by that prefix).
 */
const SESSION_CHECK = '_api-';

/**
 * The password dialog a page load with a session draws first (keys live only in a tab's memory):
 * its chunk is asked for alongside the session check, not after its answer.
 */
const UNLOCK_DIALOG = 'src/features/auth/unlock-dialog.tsx';

/**
 * What /preferences draws behind that dialog: without a hint it was asked for only once
 * the session had answered, one round trip before the page's largest paint.
 */
const LOCKED_PREFERENCES = 'src/features/preferences/locked-preferences.tsx';
const LOCKED_VIEWS: Record<string, string[]> = {
  [PAGES.preferences]: [LOCKED_PREFERENCES],
  [PAGES.kinks]: [LOCKED_PREFERENCES],
};

/**
 * The chunks a route's first paint waits for (client/src/app/routes.tsx loads them on demand):
 * without a hint the browser finds each one only after the entry script has run, a round trip
 * more per level. Keys are Vite's manifest names (source paths under client/). A signed-in page
 * hints only its session check, the password dialog and what it draws locked behind it, and only
 * with a session cookie (without one the visitor is sent to /auth): hinting its own code too
 * shared the slow line with the entry script and delayed the
 * first paint by more than it saved (Lighthouse).
 */
const ROUTE_MODULES: Record<string, { always: string[]; signedIn?: string[] }> = {
  // Not the step bar: it brings the API schemas, which the sign-in form does not wait for.
  [PAGES.auth]: { always: ['src/features/auth/auth-page.tsx'] },
  ...Object.fromEntries(
    SIGNED_IN_PATHS.map((route) => [
      route,
      { always: [], signedIn: [SESSION_CHECK, UNLOCK_DIALOG, ...(LOCKED_VIEWS[route] ?? [])] },
    ]),
  ),
};

/**
 * The session answer itself, asked for with the document: the session check (client/src/lib/
 * session/session-check.ts) fetches it only once the entry script, its chunk and the schemas have
 * run, and on a phone that is most of a second; its fetch (credentials included) takes this
 * answer instead of asking again. Signed-in pages only, like the chunks.
 */
const SESSION_ANSWER = '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/auth/me">';

/** The session cookie (plugins/session.ts), secure or not: only its presence is read. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?sid=/;

/** The hash sources of the page's inline scripts (those without src), for the CSP's script-src. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}`,
  );
}

function compressed(html: string): ClientPage {
  const raw = Buffer.from(html);
  return {
    raw,
    br: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: zlib.gzipSync(raw, { level: 9 }),
    etag: `"${createHash('sha256').update(raw).digest('base64url').slice(0, 22)}"`,
  };
}

/** A manifest key: shared chunks are keyed by their file name ('_name-<hash>.js'), given by prefix. */
function keyOf(manifest: Manifest, name: string): string | undefined {
  return name.startsWith('_') ? Object.keys(manifest).find((known) => known.startsWith(name)) : name;
}

/** The files a manifest entry loads statically, itself included, in discovery order. */
function closure(manifest: Manifest, keys: string[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    const key = keyOf(manifest, name);
    const chunk = key === undefined ? undefined : manifest[key];
    if (key === undefined || !chunk || seen.has(key)) return;
    seen.add(key);
    files.push(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

/**
 * Every chunk named above must be in the build: one renamed or regrouped (vite.config.ts) would
 * otherwise drop its hints without a word, and the pages it served would paint a round trip later.
 */
function assertNamedChunks(manifest: Manifest): void {
  const named = Object.values(ROUTE_MODULES).flatMap(({ always, signedIn = [] }) => [...always, ...signedIn]);
  const missing = [...new Set(named)].filter((name) => {
    const key = keyOf(manifest, name);
    return key === undefined || !manifest[key];
  });
  if (missing.length > 0) throw new Error(`client-pages: the build has no chunk for ${missing.join(', ')}`);
}

function readManifest(clientDir: string): Manifest | undefined {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  // A client built without a manifest (tests' stand-ins) gets the page without hints.
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : undefined;
}

/**
 * index.html as built, and one variant per route above with <link rel="modulepreload"> for the
 * chunks that route waits for (those the page already names are left out).
 */
export function clientPages(clientDir: string): {
  scriptHashes: string[];
  pageFor(request: FastifyRequest): ClientPage;
} {
  const html = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const plain = compressed(html);
  const manifest = readManifest(clientDir);
  const variants = new Map<string, ClientPage>();
  if (manifest) {
    assertNamedChunks(manifest);
    // What the page names already: its entry, and the app's chunks it preloads (vite.config.ts).
    const linked = new Set(
      [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]),
    );
    const withHints = (keys: string[], extra: string[] = []) => {
      const links = closure(manifest, keys)
        .filter((file) => !linked.has(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .concat(extra);
      return links.length ? compressed(html.replace('</head>', `${links.join('')}</head>`)) : plain;
    };
    for (const [route, { always, signedIn }] of Object.entries(ROUTE_MODULES)) {
      variants.set(`${route} anonymous`, withHints(always));
      variants.set(
        `${route} signed-in`,
        signedIn ? withHints([...signedIn, ...always], [SESSION_ANSWER]) : withHints(always),
      );
    }
  }
  return {
    scriptHashes: inlineScriptHashes(html),
    pageFor(request) {
      const route = request.url.split('?')[0] ?? '/';
      const who = SESSION_COOKIE.test(request.headers.cookie ?? '') ? 'signed-in' : 'anonymous';
      return variants.get(`${route} ${who}`) ?? plain;
    },
  };
}
