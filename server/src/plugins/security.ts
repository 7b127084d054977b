import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function siteOrigin(request: FastifyRequest): string {
  return new URL(`${request.protocol}://${request.host}`).origin;
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
export function assertSameSiteRequest(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  if (request.headers['sec-fetch-site'] === 'cross-site') {
    throw new HttpError(403, 'Cross-site requests are not allowed');
  }
  const origin = request.headers.origin;
  if (!origin || !sameOrigin(origin, siteOrigin(request))) {
    throw new HttpError(403, 'This request must come from the Connect & Discover site');
  }
  const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'];
  const contentType = request.headers['content-type'] ?? '';
  if (hasBody && !/^application\/json(\s*;|$)/i.test(contentType)) {
    throw new HttpError(400, 'Requests must be sent as application/json');
  }
}

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix's scroll lock injects a <style> element; scripts stay strictly 'self'.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  });
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/')) assertSameSiteRequest(request);
  });
}
