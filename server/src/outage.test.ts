import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchema, type TestSchema } from '../../test/support/postgres';
import { startServer, type ServerProcess } from '../../test/support/server-process';
import { startTcpProxy, type TcpProxy } from '../../test/support/tcp-proxy';
import { ORIGIN, testConfig } from '../test/harness';
import { buildApp } from './app';
import { openDatabase, QUERY_TIMEOUT_MS } from './db/database';
import { BRIEFLY_UNAVAILABLE, ServiceUnavailableError } from './plugins/error-handler';

const databaseUrl = process.env.TEST_DATABASE_URL;
/**
 * Not the shared `cdtest` prefix: another run's global teardown drops every `cdtest` schema, which
 * would look exactly like the outage under test. These suites drop their own schemas.
 */
const SCHEMA_PREFIX = 'cdoutage';
const redisUrl = process.env.TEST_REDIS_URL;
/**
 * The breaker opens about 0.75 s into a silence (breaker.ts); the first 503 must come well before
 * the old 2 s timeouts, with a margin for a loaded machine. Once open, 503s are immediate.
 */
const FIRST_ANSWER_WITHIN_MS = 1_500;
const ANSWER_WITHIN_MS = 1_000;

const prelogin: InjectOptions = {
  method: 'POST',
  url: '/api/auth/prelogin',
  headers: { origin: ORIGIN, 'content-type': 'application/json' },
  payload: { username: 'someone' },
};

/** The answer and how long it took; fails rather than waiting on a hung request forever. */
async function timed(app: FastifyInstance, options: InjectOptions) {
  const started = Date.now();
  const response = await Promise.race([
    app.inject(options),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${options.url} did not answer in 8 s`)), 8_000),
    ),
  ]);
  return { status: response.statusCode, body: response.body, ms: Date.now() - started };
}

async function eventually(check: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not recovered within ${withinMs} ms`);
}

function throughProxy(url: string, proxy: TcpProxy): string {
  const via = new URL(url);
  via.hostname = '127.0.0.1';
  via.port = String(proxy.port);
  return via.toString();
}

describe.runIf(databaseUrl)('PostgreSQL backends terminated under traffic', () => {
  let server: ServerProcess;
  const applicationName = `cd_outage_${Math.random().toString(36).slice(2, 8)}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-outage-'));

  let schema: TestSchema | undefined;

  beforeAll(async () => {
    schema = await createSchema(databaseUrl ?? '', SCHEMA_PREFIX);
    const { url } = schema;
    const named = new URL(url);
    named.searchParams.set('application_name', applicationName);
    server = await startServer({
      name: 'outage',
      args: ['--import', 'tsx', 'server/src/main.ts'],
      env: { DATABASE_URL: named.toString(), REDIS_URL: undefined, DATA_DIR: dir, LOG_LEVEL: 'info' },
      logPath: path.join(dir, 'server.log'),
    });
  });
  afterAll(async () => {
    await server?.stop();
    await schema?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('stays up, answers 503 while the connections are gone, and recovers', async () => {
    const statuses: number[] = [];
    const bodies: string[] = [];
    let running = true;
    const loop = async (request: () => Promise<Response>, pauseMs = 0) => {
      while (running) {
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
        const response = await request();
        statuses.push(response.status);
        if (response.status !== 200) bodies.push(await response.text());
        else await response.body?.cancel();
      }
    };
    const health = () => fetch(`${server.baseUrl}/api/health`);
    const login = () =>
      fetch(`${server.baseUrl}/api/auth/prelogin`, {
        method: 'POST',
        headers: { origin: server.baseUrl, 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'someone' }),
      });
    const loops = [loop(health), loop(health), loop(health), loop(login, 50)];
    await new Promise((resolve) => setTimeout(resolve, 300));
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    let terminated = 0;
    try {
      for (let round = 0; round < 3; round += 1) {
        const { rowCount } = await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
          [applicationName],
        );
        terminated += rowCount ?? 0;
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    } finally {
      await admin.end();
    }
    running = false;
    await Promise.all(loops);
    expect(terminated).toBeGreaterThan(0);

    expect(server.child.exitCode).toBeNull();
    expect(new Set(statuses.filter((status) => status !== 200 && status !== 503))).toEqual(new Set());
    for (const body of bodies) expect(body).toMatch(/Service Unavailable/);
    await eventually(async () => (await health()).status === 200, 5_000);
    const answer = await login();
    expect(answer.status).toBe(200);
  });
});

describe.runIf(databaseUrl)('PostgreSQL behind a proxy that stalls or resets', () => {
  let app: FastifyInstance;
  let proxy: TcpProxy;
  let schema: TestSchema | undefined;

  beforeAll(async () => {
    schema = await createSchema(databaseUrl ?? '', SCHEMA_PREFIX);
    const { url } = schema;
    const target = new URL(url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    app = await buildApp(testConfig({ DATABASE_URL: throughProxy(url, proxy) }));
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await schema?.drop();
  });

  it.each(['hold', 'reset'] as const)('answers 503 within 1 s in %s mode and recovers', async (mode) => {
    proxy.setMode(mode);
    const health = await timed(app, { method: 'GET', url: '/api/health' });
    expect(health.status).toBe(503);
    expect(health.ms).toBeLessThan(FIRST_ANSWER_WITHIN_MS);
    // The breaker is open: the next requests are not made to wait again.
    for (let i = 0; i < 5; i += 1) {
      const again = await timed(app, { method: 'GET', url: '/api/health' });
      expect(again.status).toBe(503);
      expect(again.ms).toBeLessThan(ANSWER_WITHIN_MS);
    }
    const login = await timed(app, prelogin);
    expect(login).toMatchObject({ status: 503 });
    expect(JSON.parse(login.body)).toEqual({ error: 'Service Unavailable', message: BRIEFLY_UNAVAILABLE });
    expect(login.ms).toBeLessThan(ANSWER_WITHIN_MS);
    // The catalogue itself is in memory; a cookie still needs the session read, bounded the same.
    const kinks = await timed(app, {
      method: 'GET',
      url: '/api/kinks',
      headers: { origin: ORIGIN, cookie: 'sid=not-a-session' },
    });
    expect([401, 503]).toContain(kinks.status);
    expect(kinks.ms).toBeLessThan(ANSWER_WITHIN_MS);
    // What needs no database is answered as usual (here: a request without a session).
    const anonymous = await timed(app, { method: 'GET', url: '/api/kinks', headers: { origin: ORIGIN } });
    expect(anonymous.status).toBe(401);

    proxy.setMode('forward');
    await eventually(
      async () => (await timed(app, { method: 'GET', url: '/api/health' })).status === 200,
      8_000,
    );
    expect((await timed(app, prelogin)).status).toBe(200);
  });
});

describe.runIf(redisUrl)('Redis behind a proxy that stalls or resets', () => {
  let app: FastifyInstance;
  let proxy: TcpProxy;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-redis-outage-'));
  /** The app's log, one JSON line per entry. */
  const logLines: string[] = [];
  const logged = (message: string) =>
    logLines.filter((line) => (JSON.parse(line) as { msg?: string }).msg === message).length;

  beforeAll(async () => {
    const target = new URL(redisUrl ?? '');
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    app = await buildApp(
      testConfig({ DATA_DIR: dir, REDIS_URL: throughProxy(redisUrl ?? '', proxy), LOG_LEVEL: 'info' }),
      { logTo: { write: (line: string) => void logLines.push(line) } },
    );
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each(['hold', 'reset'] as const)(
    'refuses logins with 503 within 1 s in %s mode, with one warning, and recovers',
    async (mode) => {
      // Counters live on in the real Redis between runs: an address of its own keeps clear of the limit.
      const remoteAddress = `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
      const asNewClient = { ...prelogin, remoteAddress };
      logLines.length = 0;
      proxy.setMode(mode);
      // Several logins during one outage, two of them at once: still one warning.
      const logins = [
        ...(await Promise.all([timed(app, asNewClient), timed(app, asNewClient)])),
        await timed(app, asNewClient),
      ];
      for (const [index, login] of logins.entries()) {
        expect(login.status).toBe(503);
        expect(JSON.parse(login.body)).toEqual({
          error: 'Service Unavailable',
          message: BRIEFLY_UNAVAILABLE,
        });
        expect(login.ms).toBeLessThan(index < 2 ? FIRST_ANSWER_WITHIN_MS : ANSWER_WITHIN_MS);
      }

      proxy.setMode('forward');
      await eventually(async () => (await timed(app, asNewClient)).status === 200, 8_000);
      // Late errors of the outage (a reconnect failing, a timed-out command) must not warn again.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect((await timed(app, asNewClient)).status).toBe(200);
      expect(logged('Redis is unavailable; requests that need it answer 503')).toBe(1);
      expect(logged('Redis is available again')).toBe(1);
      // The partner-event connections (services/partner-events.ts) warn once for themselves.
      const warnings = logLines
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .filter((entry) => entry.level >= 40 && !entry.msg.startsWith('Redis (partner events)'));
      expect(warnings).toHaveLength(1);
    },
  );
});

describe.runIf(databaseUrl)('PostgreSQL: slow is not gone, and a terminated read runs again', () => {
  const applicationName = `cd_retry_${Math.random().toString(36).slice(2, 8)}`;
  const named = new URL(databaseUrl ?? 'postgres://localhost');
  named.searchParams.set('application_name', applicationName);
  let handle: ReturnType<typeof openDatabase>;
  beforeAll(() => void (handle = openDatabase({ databaseUrl: named.toString(), dataDir: os.tmpdir() })));
  afterAll(async () => handle?.db.destroy());

  it('lets a statement that is slow but answering finish, without opening the breaker', async () => {
    const { rows } = await sql<{ done: number }>`select 1 as done from pg_sleep(1.2)`.execute(handle.db);
    expect(rows).toEqual([{ done: 1 }]);
    expect(handle.breaker?.open).toBe(false);
  });

  it('runs a read again on a fresh connection when its backend is terminated mid-query', async () => {
    const read = sql<{ done: number }>`select 1 as done from pg_sleep(0.6)`.execute(handle.db);
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const { rowCount } = await admin.query(
        // The read itself, not a probe of the breaker's that may be connected under the same name.
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and state = 'active' and query like '%pg_sleep%'",
        [applicationName],
      );
      expect(rowCount).toBe(1);
    } finally {
      await admin.end();
    }
    await expect(read).resolves.toMatchObject({ rows: [{ done: 1 }] });
    expect(handle.breaker?.open).toBe(false);
  });
});

describe.runIf(databaseUrl)('query timeouts on PostgreSQL', () => {
  it('bound request queries to QUERY_TIMEOUT_MS but let migrations run long', async () => {
    const config = { databaseUrl, dataDir: os.tmpdir() };
    const bounded = openDatabase(config);
    const unbounded = openDatabase(config, { unbounded: true });
    const slow = sql`select pg_sleep(${(QUERY_TIMEOUT_MS + 500) / 1000})`;
    try {
      await expect(slow.execute(bounded.db)).rejects.toBeInstanceOf(ServiceUnavailableError);
      await expect(slow.execute(unbounded.db)).resolves.toBeDefined();
    } finally {
      await bounded.db.destroy();
      await unbounded.db.destroy();
    }
  });
});
