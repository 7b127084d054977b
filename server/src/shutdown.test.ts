import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSchema } from '../../test/support/postgres';
import { startServer, type ServerProcess } from '../../test/support/server-process';
import { startTcpProxy } from '../../test/support/tcp-proxy';
import { SHUTDOWN_GRACE_MS } from './app';

const dirs: string[] = [];
const servers: ServerProcess[] = [];

async function start(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-shutdown-'));
  dirs.push(dir);
  const server = await startServer({
    name: 'shutdown',
    args: ['--import', 'tsx', 'server/src/main.ts'],
    env: { DATA_DIR: dir, DATABASE_URL: undefined, REDIS_URL: undefined, LOG_LEVEL: 'info', ...env },
    logPath: path.join(dir, 'server.log'),
  });
  servers.push(server);
  return server;
}

function exit(server: ServerProcess): Promise<{ code: number | null; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    if (server.child.exitCode !== null) resolve({ code: server.child.exitCode, ms: 0 });
    server.child.once('exit', (code) => resolve({ code, ms: Date.now() - started }));
  });
}

/** The low-level cause of a failed fetch: ECONNREFUSED (never accepted) or a reset mid-answer. */
function cause(error: unknown): string {
  const inner = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return inner?.code ?? String(error);
}

afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('shutdown on SIGTERM', () => {
  it('finishes the requests it accepted and resets none', async () => {
    const server = await start();
    const exited = exit(server);
    const burst = Array.from({ length: 30 }, () =>
      fetch(`${server.baseUrl}/api/health`).then(
        async (response) => {
          await response.text();
          return String(response.status);
        },
        (error: unknown) => cause(error),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 25));
    server.child.kill('SIGTERM');
    const outcomes = await Promise.all(burst);
    const counts = Object.fromEntries(
      [...new Set(outcomes)].map((o) => [o, outcomes.filter((x) => x === o).length]),
    );
    // Answered in full, or refused by a closed port before anything was sent: never cut mid-answer.
    expect(Object.keys(counts).filter((outcome) => outcome !== '200' && outcome !== 'ECONNREFUSED')).toEqual(
      [],
    );
    expect(await exited).toMatchObject({ code: 0 });
  });

  it('closes a kept-alive connection that has had its answer, long before the grace ends', async () => {
    const server = await start();
    const socket = net.connect(server.port, '127.0.0.1');
    socket.setEncoding('utf8');
    let received = '';
    socket.on('data', (chunk: string) => (received += chunk));
    const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await expect.poll(() => received, { timeout: 5_000 }).toMatch(/^HTTP\/1\.1 200 /);
    const exited = exit(server);
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    // The client never asks again: only the server's sweep of idle connections lets it go.
    expect((await closed) - signalledAt).toBeLessThan(SHUTDOWN_GRACE_MS / 2);
    expect(await exited).toMatchObject({ code: 0 });
  });

  it(
    'does not let a client trickling a body hold the process past the grace period',
    async () => {
      const server = await start();
      const socket = net.connect(server.port, '127.0.0.1');
      socket.on('error', () => undefined); // Cut by the server at the end of the grace: expected.
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write(
        `POST /api/auth/prelogin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
      );
      const trickle = setInterval(() => socket.write(' '), 1_000);
      try {
        await new Promise((resolve) => setTimeout(resolve, 200));
        const exited = exit(server);
        server.child.kill('SIGTERM');
        const { ms } = await exited;
        expect(ms).toBeLessThan(SHUTDOWN_GRACE_MS + 2_000);
      } finally {
        clearInterval(trickle);
        socket.destroy();
      }
    },
    SHUTDOWN_GRACE_MS + 20_000,
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'does not let a silent PostgreSQL hold the process either',
    async () => {
      const schema = await createSchema(process.env.TEST_DATABASE_URL ?? '', 'cdshutdown');
      const target = new URL(schema.url);
      const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      try {
        const via = new URL(schema.url);
        via.hostname = '127.0.0.1';
        via.port = String(proxy.port);
        const server = await start({ DATABASE_URL: via.toString() });
        proxy.setMode('hold');
        const exited = exit(server);
        server.child.kill('SIGTERM');
        const { ms } = await exited;
        expect(ms).toBeLessThan(SHUTDOWN_GRACE_MS + 2_000);
      } finally {
        proxy.setMode('reset');
        await proxy.close();
        await schema.drop();
      }
    },
    SHUTDOWN_GRACE_MS + 30_000,
  );
});
