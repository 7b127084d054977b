import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

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

  const sendIndex = (reply: FastifyReply) => {
    if (!hasClient) {
      return reply
        .status(503)
        .send({ error: 'Service Unavailable', message: 'The client is not built yet: run npm run build' });
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  };
  // With `index: false` the static plugin answers the root folder with 403; the root is a page.
  app.get('/', async (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.status(404).send({
        error: 'Not Found',
        message: `No API route for ${request.method} ${request.url.split('?')[0]}`,
      });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ error: 'Not Found', message: 'Not found' });
    }
    return sendIndex(reply);
  });
}
