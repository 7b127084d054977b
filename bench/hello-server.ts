import Fastify from 'fastify';

// The baseline of every ratio: plain Fastify, no plugins, no logger, same Node as the app.
const port = Number(process.env.PORT ?? 0);
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));

process.on('SIGTERM', () => {
  void app.close().finally(() => process.exit(0));
});

await app.listen({ port, host: '127.0.0.1' });
console.log('ready');
