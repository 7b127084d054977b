import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientPages, type ClientPage } from './client-pages';
import { contentSecurityPolicy, isApiPath } from './security';

/** The landing page's hero illustration as Vite names it (client/src/assets/hero.svg). */
const HERO = /^hero-[\w-]+\.svg$/;

/**
 * The landing page's largest paint is its hero image, which the browser would only discover once
 * the app's script has drawn the page: a preload header for `/` alone (index.html is every page's
 * document, so a <link> there would fetch it on every page) lets it arrive while the script loads.
 */
function landingImagePreload(clientDir: string): string | undefined {
  const assets = path.join(clientDir, 'assets');
  const hero = fs.existsSync(assets) ? fs.readdirSync(assets).find((name) => HERO.test(name)) : undefined;
  return hero ? `</assets/${hero}>; rel=preload; as=image; fetchpriority=high` : undefined;
}

/** Brotli when the browser takes it, then gzip, else the page as it is. */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: ClientPage) {
  // The page carries different preload hints with and without a session cookie (client-pages.ts).
  reply.header('Vary', 'Accept-Encoding, Cookie');
  reply.header('ETag', page.etag);
  if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(page.gzip);
  return reply.send(page.raw);
}

/**
 * Serves the built client: hashed assets precompressed and cached forever, every other path
 * gets index.html so the client router can answer it. Unknown /api paths stay JSON 404s.
 */
export async function registerClientFiles(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexPath = path.join(clientDir, 'index.html');
  const hasClient = fs.existsSync(indexPath);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const landingPreload = hasClient ? landingImagePreload(clientDir) : undefined;
  // Read once: the page, its inline theme script's hash for the CSP, each route's preloads.
  const pages = hasClient ? clientPages(clientDir) : undefined;
  const pagePolicy = pages ? contentSecurityPolicy(pages.scriptHashes) : undefined;

  /** Every page is index.html; only the landing page may be indexed (docs/decisions/0011). */
  const sendIndex = (request: FastifyRequest, reply: FastifyReply, indexable = false) => {
    if (!pages || !pagePolicy) {
      return reply
        .status(503)
        .send({ error: 'Service Unavailable', message: 'The client is not built yet: run npm run build' });
    }
    reply.header('Cache-Control', 'no-cache');
    reply.header('Content-Security-Policy', pagePolicy);
    if (!indexable) reply.header('X-Robots-Tag', 'noindex');
    return sendPage(request, reply, pages.pageFor(request));
  };
  // With `index: false` the static plugin answers the root folder with 403; the root is a page.
  app.get('/', async (request, reply) => {
    if (landingPreload) reply.header('Link', landingPreload);
    return sendIndex(request, reply, true);
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url)) {
      return reply.status(404).send({
        error: 'Not Found',
        message: `No API route for ${request.method} ${request.url.split('?')[0]}`,
      });
    }
    // A hashed file that is gone (an older build's chunk) is a 404: answered with the page, it
    // would reach a module loader or the service worker's cache as HTML.
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.startsWith('/assets/')) {
      return reply.status(404).send({ error: 'Not Found', message: 'Not found' });
    }
    return sendIndex(request, reply);
  });
}
