import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';

// The real app exactly as main.ts builds it, but on 127.0.0.1 and with the environment bench/run.ts gives.
const config = loadConfig(process.env);
const app = await buildApp(config);

process.on('SIGTERM', () => {
  void app.close().finally(() => process.exit(0));
});

await app.listen({ port: config.port, host: '127.0.0.1' });
console.log('ready');
