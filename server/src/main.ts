import type { FastifyInstance } from 'fastify';
import { BootError, buildApp, SHUTDOWN_GRACE_MS } from './app';
import { ConfigError, loadConfig } from './config';
import { trackConnections } from './connection-drain';

/** Connections idle through one of these after a signal are closed (kept-alive ones never ask again). */
const IDLE_SWEEP_MS = 500;
/** Past the grace, closing the database and Redis gets this long before the process gives up on them. */
const CLOSE_LIMIT_MS = 1_500;

function describeBootError(error: unknown): string {
  if (error instanceof ConfigError || error instanceof BootError) return error.message;
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'EADDRINUSE') return `The port is already in use: ${message}`;
  return `Cannot start: ${message}`;
}

/** SIGTERM/SIGINT: finish what is in flight, cut what is left after the grace, close stores, exit. */
function drain(
  app: FastifyInstance,
  connections: ReturnType<typeof trackConnections>,
  signal: string,
  draining: { on: boolean },
): void {
  draining.on = true;
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  // Event streams never finish by themselves; ended now, browsers reconnect to another instance.
  app.partnerEvents.endAll();
  // Notes the connections idle now, so that the first sweep closes those still idle.
  connections.closeIdle();
  const sweep = setInterval(() => connections.closeIdle(), IDLE_SWEEP_MS);
  // Left armed until exit: it also bounds closing a database or Redis that has stopped answering.
  setTimeout(() => {
    app.log.warn(`still shutting down after ${SHUTDOWN_GRACE_MS / 1000} s; cutting open connections`);
    app.server.closeAllConnections();
    // A database or Redis that does not answer must not keep the process alive either.
    setTimeout(() => {
      app.log.error('closing the database or Redis did not finish; exiting anyway');
      process.exit(1);
    }, CLOSE_LIMIT_MS);
  }, SHUTDOWN_GRACE_MS);
  connections
    .stopAccepting()
    .then(() => {
      clearInterval(sweep);
      return app.close(); // onClose hooks: Redis and the database.
    })
    .then(
      () => {
        app.log.info('shut down');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
}

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  const connections = trackConnections(app.server);
  const shutdown = (signal: string) => {
    if (!app.draining.on) drain(app, connections, signal, app.draining);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(describeBootError(error));
  process.exit(1);
});
