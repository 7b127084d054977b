import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';

// The baseline of every ratio: plain Fastify, no plugins, no logger, same Node as the app.
const port = Number(process.env.PORT ?? 0);
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));

type Headers = Record<string, string>;

// The baselines for the app's answers: its exact answer to a route, headers and body, kept in memory
// and sent as it is, at /bytes/{name} for each file in BASELINE_BODY_DIR: {name}.json a body (kinks,
// preferences, ...) sent with the headers of {name}.headers (a JSON object), {name}.304 the headers
// of a 304 without a body.
const bodyDir = process.env.BASELINE_BODY_DIR;
if (bodyDir) {
  for (const file of await readdir(bodyDir)) {
    const { name, ext } = path.parse(file);
    const bytes = await readFile(path.join(bodyDir, file));
    if (ext === '.json') {
      const headers = JSON.parse(await readFile(path.join(bodyDir, `${name}.headers`), 'utf8')) as Headers;
      app.get(`/bytes/${name}`, (_request, reply) => reply.headers(headers).send(bytes));
    }
    if (ext === '.304') {
      const headers = JSON.parse(bytes.toString('utf8')) as Headers;
      app.get(`/bytes/${name}`, (_request, reply) => reply.code(304).headers(headers).send());
    }
  }
}

process.on('SIGTERM', () => {
  void app.close().finally(() => process.exit(0));
});

await app.listen({ port, host: '127.0.0.1' });
console.log('ready');
