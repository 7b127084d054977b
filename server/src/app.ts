import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase, pingDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { registerClientFiles } from './plugins/client-files';
import { registerErrorHandler } from './plugins/error-handler';
import { MemoryRateStore, RedisRateStore, type RateStore } from './plugins/rate-limiter';
import { RateLimits } from './plugins/rate-limits';
import { registerSecurity } from './plugins/security';
import { registerSession, SessionCookies } from './plugins/session';
import { authRoutes } from './routes/auth';
import { healthRoutes } from './routes/health';
import { catalogueRoutes } from './routes/catalogue';
import { connectionRoutes } from './routes/connections';
import { preferenceRoutes } from './routes/preferences';
import { userRoutes } from './routes/users';
import { Catalogue, importActivityPack } from './services/catalogue';
import { readBundledActivityPack } from './services/bundled-content';

/** Small bodies everywhere; bulk routes (preferences, shares) raise their own limit. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

export type BuildOptions = {
  /** Tests capture logs here to prove no secret is written. */
  logStream?: DestinationStream;
};

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const handle = openDatabase(config);
  let rateStore: RateStore | undefined;
  try {
    await pingDatabase(handle.db);
    await migrateToLatest(handle);
    await importActivityPack(handle.db, readBundledActivityPack());
    rateStore = config.redisUrl ? await RedisRateStore.connect(config.redisUrl) : new MemoryRateStore();
  } catch (error) {
    await handle.db.destroy();
    throw error;
  }

  const { trustProxy } = config;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit: DEFAULT_BODY_LIMIT,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const store = rateStore;
  const ctx: AppContext = {
    config,
    handle,
    db: handle.db,
    limits: new RateLimits(store),
    cookies: new SessionCookies(handle.db, config.cookieSecure),
    catalogue: new Catalogue(handle.db),
  };
  await ctx.catalogue.refresh();
  app.addHook('onClose', async () => {
    await store.close();
    await handle.db.destroy();
  });

  registerErrorHandler(app);
  await registerSecurity(app);
  await registerSession(app, ctx.db, ctx.cookies);
  await app.register(healthRoutes(handle));
  await app.register(authRoutes(ctx));
  await app.register(userRoutes(ctx));
  await app.register(catalogueRoutes(ctx));
  await app.register(preferenceRoutes(ctx));
  await app.register(connectionRoutes(ctx));
  await registerClientFiles(app, config.clientDir);
  return app;
}
