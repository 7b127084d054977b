import { readFile } from 'node:fs/promises';
import Fastify from 'fastify';

// The baseline of every ratio: plain Fastify, no plugins, no logger, same Node as the app.
const port = Number(process.env.PORT ?? 0);
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));

// The baseline for GET /api/kinks: the same bytes, kept in a buffer and sent as they are.
const bodyFile = process.env.BASELINE_BODY_FILE;
if (bodyFile) {
  const body = await readFile(bodyFile);
  app.get('/bytes', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
}

process.on('SIGTERM', () => {
  void app.close().finally(() => process.exit(0));
});

await app.listen({ port, host: '127.0.0.1' });
console.log('ready');
