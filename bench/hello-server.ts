import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';

// The baseline of every ratio: plain Fastify, no plugins, no logger, same Node as the app.
const port = Number(process.env.PORT ?? 0);
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));

// The baselines for the large answers: the app's exact bytes for a route, kept in a buffer and sent
// as they are, at /bytes/{name} for each {name}.json in BASELINE_BODY_DIR (kinks, preferences, ...).
const bodyDir = process.env.BASELINE_BODY_DIR;
if (bodyDir) {
  for (const file of await readdir(bodyDir)) {
    if (!file.endsWith('.json')) continue;
    const body = await readFile(path.join(bodyDir, file));
    app.get(`/bytes/${file.slice(0, -'.json'.length)}`, (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(body),
    );
  }
}

process.on('SIGTERM', () => {
  void app.close().finally(() => process.exit(0));
});

await app.listen({ port, host: '127.0.0.1' });
console.log('ready');
