import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { PAGE_HINTS_FILE, pageHintsSchema, type PageHints } from '@core/page-hints';
import { SIGNED_IN_PATHS } from '@core/pages';

/** One variant of index.html, compressed once at start. */
export type ClientPage = { raw: Buffer; br: Buffer; gzip: Buffer; etag: string };

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

/**
 * The build's hints (scripts/page-hints-plugin.ts). Every file they name must be in the build: a
 * hint to a file that is gone would cost each of its pages a failed request.
 */
function readHints(clientDir: string): PageHints | undefined {
  const file = path.join(clientDir, PAGE_HINTS_FILE);
  // A client built without hints (tests' stand-ins) gets the page without them.
  if (!fs.existsSync(file)) return undefined;
  const hints = pageHintsSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
  const named = Object.values(hints).flatMap(({ anonymous, signedIn }) => [...anonymous, ...signedIn]);
  const missing = [...new Set(named)].filter((name) => !fs.existsSync(path.join(clientDir, name)));
  if (missing.length > 0) throw new Error(`client-pages: the build has no file ${missing.join(', ')}`);
  return hints;
}

/**
 * index.html as built, and one variant per route and cookie state the build's hints name, with a
 * <link rel="modulepreload"> for each file that route's first paint waits for.
 */
export function clientPages(clientDir: string): {
  scriptHashes: string[];
  pageFor(request: FastifyRequest): ClientPage;
} {
  const html = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const plain = compressed(html);
  const hints = readHints(clientDir);
  const variants = new Map<string, ClientPage>();
  const withLinks = (files: string[], extra: string[] = []) => {
    const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).concat(extra);
    return links.length ? compressed(html.replace('</head>', `${links.join('')}</head>`)) : plain;
  };
  for (const [route, { anonymous, signedIn }] of Object.entries(hints ?? {})) {
    variants.set(`${route} anonymous`, withLinks(anonymous));
    variants.set(
      `${route} signed-in`,
      withLinks(signedIn, SIGNED_IN_PATHS.includes(route) ? [SESSION_ANSWER] : []),
    );
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
