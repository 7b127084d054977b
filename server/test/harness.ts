import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createSchema } from '../../test/support/postgres';
import { sessionCookiePair, TEST_KDF_ENV } from '../../test/support/registration';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import type { Db } from '../src/db/tables';
import { TEST_SCHEMA_PREFIX } from './global-setup';

export const ORIGIN = 'http://localhost';

export type TestDatabase = {
  name: 'sqlite' | 'postgres';
  env: Record<string, string>;
  /** The PostgreSQL schema of this suite. */
  schema?: string;
  drop(): Promise<void>;
};

/** The engines API tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const ENGINES: Array<'sqlite' | 'postgres'> = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

/** A database of its own for one suite: a temp folder, or a fresh PostgreSQL schema. */
export async function createTestDatabase(engine: 'sqlite' | 'postgres'): Promise<TestDatabase> {
  if (engine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-test-'));
    return {
      name: engine,
      env: { DATA_DIR: dir },
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const { schema, url } = await createSchema(base, TEST_SCHEMA_PREFIX);
  return {
    name: engine,
    schema,
    env: { DATABASE_URL: url },
    // Dropped by server/test/global-setup.ts after the run, never while other suites migrate.
    drop: async () => undefined,
  };
}

export function testConfig(env: Record<string, string>, overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      ...TEST_KDF_ENV,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      ...env,
    }),
    clientDir: path.join(os.tmpdir(), 'cd-no-client'),
    ...overrides,
  };
}

export type TestApp = {
  app: FastifyInstance;
  db: TestDatabase;
  /** A connection of the test's own, to look at rows as they are stored. */
  sql: Db;
  /** Same-site JSON request, as the browser client sends it. */
  call(options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

export async function startTestApp(
  engine: 'sqlite' | 'postgres',
  overrides: Partial<Config> = {},
): Promise<TestApp> {
  const db = await createTestDatabase(engine);
  const config = testConfig(db.env, overrides);
  const app = await buildApp(config);
  const direct = openDatabase(config);
  return {
    app,
    db,
    sql: direct.db,
    call({ cookie, headers, ...options }) {
      return app.inject({
        ...options,
        headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
      });
    },
    async close() {
      await direct.db.destroy();
      await app.close();
      await db.drop();
    },
  };
}

/** The `name=value` of the session cookie a response set, for the next request. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const setCookie = response.headers['set-cookie'];
  const cookie = sessionCookiePair(typeof setCookie === 'number' ? undefined : setCookie);
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return cookie;
}

/** The `name=value` of the device cookie (decision 0022) a response set, or undefined. */
export function deviceCookie(response: LightMyRequestResponse): string | undefined {
  const setCookie = response.headers['set-cookie'];
  const lines = typeof setCookie === 'string' ? [setCookie] : Array.isArray(setCookie) ? setCookie : [];
  return lines
    .map((line) => line.split(';')[0]?.trim() ?? '')
    .find((pair) => pair.startsWith('did=') || pair.startsWith('__Host-did='));
}

/**
 * A database of the suite's own, opened directly (below the API) for the whole describe block,
 * closed and dropped after it; `migrated` brings it up to date first. Call inside the describe.
 */
export function useTestDatabase(
  engine: 'sqlite' | 'postgres',
  { migrated = false } = {},
): () => DatabaseHandle {
  let database: TestDatabase | undefined;
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    handle = openDatabase(testConfig(database.env));
    if (migrated) await migrateToLatest(handle);
  });
  afterAll(async () => {
    await handle?.db.destroy();
    await database?.drop();
  });
  return () => {
    if (!handle) throw new Error('The test database is not open yet');
    return handle;
  };
}
