import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registrationFor } from '../../test/support/registration';
import { ORIGIN, sessionCookie, testConfig } from '../test/harness';
import { buildApp } from './app';

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

/** A port nothing listens on (taken from the system, then given back). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function eventually(check: () => Promise<boolean>, withinMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not so within ${withinMs} ms`);
}

describe.runIf(hasRedisServer)('a server started while Redis is out of reach', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-redis-boot-'));
  let app: FastifyInstance | undefined;
  let redis: ChildProcess | undefined;
  const logLines: string[] = [];
  const logged = (message: string) =>
    logLines.filter((line) => (JSON.parse(line) as { msg?: string }).msg === message).length;

  afterAll(async () => {
    await app?.close();
    redis?.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('starts, answers what needs no Redis, refuses logins with 503, and counts them once Redis appears', async () => {
    // An account made beforehand, on the same database, by an instance without Redis.
    const first = await buildApp(testConfig({ DATA_DIR: dir }));
    const { body } = await registrationFor('bootuser', 'a long boot password');
    const registered = await first.inject({
      method: 'POST',
      url: '/api/users',
      headers: { origin: ORIGIN },
      payload: body,
    });
    expect(registered.statusCode).toBe(201);
    const cookie = sessionCookie(registered);
    await first.close();

    const port = await closedPort();
    app = await buildApp(
      testConfig({ DATA_DIR: dir, REDIS_URL: `redis://127.0.0.1:${port}`, LOG_LEVEL: 'info' }),
      { logTo: { write: (line: string) => void logLines.push(line) } },
    );
    const started = app;
    const prelogin: InjectOptions = {
      method: 'POST',
      url: '/api/auth/prelogin',
      headers: { origin: ORIGIN },
      payload: { username: 'bootuser' },
    };
    const kinks = await started.inject({
      method: 'GET',
      url: '/api/kinks',
      headers: { origin: ORIGIN, cookie },
    });
    expect(kinks.statusCode).toBe(200);
    expect((await started.inject(prelogin)).statusCode).toBe(503);
    expect(logged('Redis is unavailable; requests that need it answer 503')).toBe(1);

    redis = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    await eventually(async () => (await started.inject(prelogin)).statusCode === 200, 10_000);
    expect(logged('Redis is available again')).toBe(1);
  });
});
