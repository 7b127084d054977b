import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { pino, type DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { buildContext } from './context';
import { frontDoorServer } from './front-door';
import { openDatabase, pingDatabase, type DatabaseHandle } from './db/database';
import { migrateToLatest } from './db/migrate';
import { registerClientFiles } from './plugins/client-files';
import { registerErrorHandler } from './plugins/error-handler';
import { HotReads } from './plugins/hot-reads';
import { proxyTrust } from './plugins/request-origin';
import { registerSecurity, siteAddress } from './plugins/security';
import { registerSession } from './plugins/session';
import { MemoryRateStore } from './rate-limits/memory-store';
import { RedisRateStore, type RateStore } from './rate-limits/store';
import { authRoutes } from './routes/auth';
import { catalogueRoutes } from './routes/catalogue';
import { connectionCodeRoutes } from './routes/connection-codes';
import { connectionRoutes } from './routes/connections';
import { dataKeyRoutes } from './routes/data-key';
import { eventRoutes } from './routes/events';
import { healthRoutes } from './routes/health';
import { preferenceRoutes } from './routes/preferences';
import { recoveryRoutes } from './routes/recovery';
import { productRoutes } from './routes/products';
import { resourceRoutes } from './routes/resources';
import { shareRoutes } from './routes/shares';
import { boundaryRoutes } from './routes/boundaries';
import { markerRoutes } from './routes/markers';
import { pinRoutes } from './routes/pins';
import { suggestionRoutes } from './routes/suggestions';
import { userRoutes } from './routes/users';
import { readBundledActivityPack, readBundledContentPacks } from './services/bundled-content';
import { CatalogueService } from './services/catalogue';
import { ChangeFeed } from './services/change-feed';
import { PartnerEvents } from './services/partner-events';
import { deploymentChannels, RedisBus } from './services/redis-bus';
import { importContentPacks } from './services/content-import';
import { SESSION_PURGE_INTERVAL_MS, startSessionPurge } from './services/sessions';

/** Small bodies everywhere; bulk routes (preferences, shares) raise their own limit. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** On SIGTERM, requests in flight get this long to finish; connections still open after it are cut. */
export const SHUTDOWN_GRACE_MS = 10_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the server is draining (main.ts sets it on SIGTERM); read by the hooks. */
    draining: { on: boolean };
    hotReads: HotReads;
  }
}

/** A failure at boot that deserves one plain line, not a stack trace. */
export class BootError extends Error {}

function reason(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return reason(error.errors[0]);
  return error instanceof Error && error.message ? error.message : String(error);
}

/** Migrations may rewrite large tables: on PostgreSQL they get a pool without the request timeouts. */
async function migrate(config: Config, handle: DatabaseHandle, log: FastifyBaseLogger): Promise<void> {
  if (handle.dialect === 'sqlite') return migrateToLatest(handle);
  const unbounded = openDatabase(config, { log, unbounded: true });
  try {
    await migrateToLatest(unbounded);
  } finally {
    await unbounded.db.destroy();
  }
}

/** `logTo` replaces standard output as the log's destination (tests read what was logged). */
export async function buildApp(
  config: Config,
  { logTo }: { logTo?: DestinationStream } = {},
): Promise<FastifyInstance> {
  // Made before the app so that the database pool and Redis can report outages from the start.
  const options = {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  };
  const logger: FastifyBaseLogger = logTo ? pino(options, logTo) : pino(options);
  const handle = openDatabase(config, { log: logger });
  let rateStore: RateStore;
  try {
    await pingDatabase(handle.db).catch((error: unknown) => {
      throw new BootError(
        `Cannot reach the ${handle.dialect === 'postgres' ? 'PostgreSQL database' : 'SQLite database'}: ${reason(error)}`,
      );
    });
    await migrate(config, handle, logger);
    await new CatalogueService(handle.db).importPack(readBundledActivityPack());
    // After the catalogue: resources and products link to activities by slug.
    await importContentPacks(handle.db, readBundledContentPacks());
    // Never fails: without Redis the server starts, and only the routes that count answer 503.
    rateStore = config.redisUrl
      ? await RedisRateStore.connect(config.redisUrl, logger)
      : new MemoryRateStore({
          onForget: (forgotten, maxEntries) =>
            logger.warn(
              { forgotten, maxEntries },
              'Rate-limit store full: forgot the counters with the lowest counts (decision 0035)',
            ),
        });
  } catch (error) {
    await handle.db.destroy();
    throw error;
  }

  const trust = proxyTrust(config.trustProxy);
  // Asked before Fastify on every request; it answers nothing until opened below.
  const hotReads = new HotReads();
  const app = Fastify({
    loggerInstance: logger,
    serverFactory: frontDoorServer((raw, response) => hotReads.answer(raw, response), logger),
    trustProxy: trust,
    bodyLimit: DEFAULT_BODY_LIMIT,
    // No access log: a line per request would keep who asked for which connection, from which
    // address, and when (docs/decisions/0015-no-access-log.md). Failures are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    // The app's logger itself, not a child per request: with no access log, a request id would
    // tie a failure to nothing, and making the child cost every request a few microseconds.
    childLoggerFactory: (parent) => parent,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Several instances hear each other through Redis (README, "Several instances"); one alone
  // makes every change itself.
  const bus = config.redisUrl ? RedisBus.connect(config.redisUrl, logger) : undefined;
  const channels = deploymentChannels({ url: config.databaseUrl, dataDir: config.dataDir });
  const events = bus ? PartnerEvents.overBus(bus, channels.events, logger) : PartnerEvents.local();
  const feed = bus ? ChangeFeed.overBus(bus, channels.changes, logger) : ChangeFeed.local();
  const ctx = buildContext(config, handle, rateStore, events, feed, hotReads);
  // main.ts ends the event streams as the server drains: they would otherwise hold it open.
  app.decorate('partnerEvents', events);
  await ctx.catalogue.refresh();
  await ctx.content.refresh();
  app.addHook('onClose', async () => {
    events.close();
    await bus?.close();
    await rateStore.close();
    await handle.db.destroy();
  });

  registerErrorHandler(app);
  // Set by main.ts on SIGTERM: every answer from then on closes its connection.
  const draining = { on: false };
  app.decorate('draining', draining);
  const site = siteAddress(config);
  // Its count of answers tells the tests which path answered.
  app.decorate('hotReads', hotReads);
  // A callback hook: it runs on every request, and an async one costs a promise each time.
  app.addHook('onRequest', (_request, reply, done) => {
    if (draining.on) reply.header('Connection', 'close');
    done();
  });
  registerSecurity(app, site);
  await registerSession(app, ctx.sessions, ctx.cookies);
  const stopSessionPurge = startSessionPurge(ctx.sessions, SESSION_PURGE_INTERVAL_MS, (error) =>
    app.log.error({ err: error }, 'session purge failed'),
  );
  app.addHook('onClose', async () => stopSessionPurge());
  for (const routes of [
    healthRoutes,
    authRoutes,
    recoveryRoutes,
    dataKeyRoutes,
    userRoutes,
    connectionCodeRoutes,
    connectionRoutes,
    eventRoutes,
    shareRoutes,
    boundaryRoutes,
    pinRoutes,
    markerRoutes,
    catalogueRoutes,
    resourceRoutes,
    productRoutes,
    preferenceRoutes,
    suggestionRoutes,
  ]) {
    await app.register(routes(ctx));
  }
  await registerClientFiles(app, config.clientDir);
  const { sessions, cookies } = ctx;
  const parseCookie = (header: string) => app.parseCookie(header);
  hotReads.open({ sessions, cookies, draining, site, trust, parseCookie });
  app.addHook('preClose', (done) => {
    hotReads.close();
    done();
  });
  return app;
}
