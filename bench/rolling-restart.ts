import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { bundleServer } from '../scripts/bundle-server';
import { createSchema } from '../test/support/postgres';
import { TEST_KDF_ENV } from '../test/support/registration';
import { freePort } from '../test/support/server-process';
import { setUpUser, type BenchUser } from './setup';
import { startNodeArgs } from './start-args';

// `tsx bench/rolling-restart.ts`: two instances behind nginx under load, restarted one at a time
// by scripts/rolling-restart.sh; counts every request that did not get its 2xx. Needs nginx,
// BENCH_DATABASE_URL (PostgreSQL: several instances share it) and, optionally, BENCH_REDIS_URL.
// `--upstream 'max_fails=3 fail_timeout=10s' --settle 3` reproduces the old README's settings.

const { values } = parseArgs({
  options: {
    upstream: { type: 'string', default: 'max_fails=0' },
    settle: { type: 'string', default: '2' },
    connections: { type: 'string', default: '20' },
    /** Load only, no restart: the baseline to compare latencies with. */
    'no-restart': { type: 'boolean', default: false },
  },
});
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) throw new Error('BENCH_DATABASE_URL must name a PostgreSQL database');

function nginxConfig(dir: string, listen: number, ports: number[]): string {
  const servers = ports.map((port) => `    server 127.0.0.1:${port} ${values.upstream};`).join('\n');
  // The README's block without TLS (so Host keeps its port); the bench's own paths, in the foreground.
  return `daemon off;
user root;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream connect_discover {
${servers}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${listen};
    client_max_body_size 3m;
    location / {
      proxy_pass http://connect_discover;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host; # the port too: the bench is not on 443
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_503;
      proxy_connect_timeout 2s;
      proxy_read_timeout 30s;
    }
  }
}
`;
}

/** A supervisor for one instance, as systemd would be: starts it again whenever it exits. */
function supervise(dir: string, port: number, env: NodeJS.ProcessEnv): ChildProcess {
  const node = [process.execPath, ...startNodeArgs()].map((part) => `'${part}'`).join(' ');
  const loop = `while [ -e '${dir}/run' ]; do ${node} & echo $! > '${dir}/${port}.pid'; wait $!; done`;
  return spawn('sh', ['-c', loop], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', fs.openSync(path.join(dir, `${port}.log`), 'w')],
  });
}

async function healthy(base: string, withinMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    const ok = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${base} not healthy within ${withinMs} ms`);
}

async function main(): Promise<number> {
  await bundleServer();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-rolling-'));
  fs.writeFileSync(path.join(dir, 'run'), '');
  const schema = await createSchema(databaseUrl ?? '', 'rolling');
  const env = {
    ...process.env,
    ...TEST_KDF_ENV,
    DATA_DIR: dir,
    DATABASE_URL: schema.url,
    REDIS_URL: process.env.BENCH_REDIS_URL ?? '',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
  };
  const ports = [await freePort(), await freePort()];
  const supervisors = ports.map((port) => supervise(dir, port, env));
  let nginx: ChildProcess | undefined;
  try {
    for (const port of ports) await healthy(`http://127.0.0.1:${port}`, 60_000);
    const listen = await freePort();
    fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, listen, ports));
    nginx = spawn('nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'inherit' });
    const base = `http://127.0.0.1:${listen}`;
    await healthy(base, 10_000);
    // Several people: one person's saves queue on their own rows and would measure only that.
    const users: BenchUser[] = [];
    for (let i = 0; i < 4; i += 1) users.push(await setUpUser(base));
    const anyone = () => users[Math.floor(Math.random() * users.length)] ?? users[0];
    const headers = { origin: base, 'content-type': 'application/json' };
    /** Each request goes as one of the people, picked at random. */
    const as = (kind: 'me' | 'list' | 'save') => (request: autocannon.Request) => {
      const user = anyone();
      if (!user) return request;
      const own = { ...request, headers: { ...headers, cookie: user.cookie } };
      if (kind === 'me') return { ...own, method: 'GET' as const, path: '/api/auth/me' };
      if (kind === 'list') return { ...own, method: 'GET' as const, path: '/api/preferences/document' };
      const body = JSON.stringify({ sealed: user.sealedDocument, keyGeneration: 1 });
      return { ...own, method: 'PUT' as const, path: '/api/preferences/document', body };
    };

    const statuses = new Map<number, number>();
    let errors = 0;
    let finished: (result: autocannon.Result) => void = () => undefined;
    const done = new Promise<autocannon.Result>((resolve) => (finished = resolve));
    const load = autocannon(
      {
        url: base,
        connections: Number(values.connections),
        duration: 600,
        // Mostly light reads, as people browse; a full save of 136 rows among them.
        requests: [
          { method: 'GET', path: '/api/health' },
          { setupRequest: as('me') },
          { method: 'GET', path: '/api/health' },
          { setupRequest: as('list') },
          { setupRequest: as('me') },
          { setupRequest: as('save') },
        ],
      },
      (_error, result) => finished(result),
    );
    load.on('response', (_client: unknown, status: number) =>
      statuses.set(status, (statuses.get(status) ?? 0) + 1),
    );
    load.on('reqError', () => (errors += 1));
    await new Promise((resolve) => setTimeout(resolve, 3_000));

    const restart = `pid=$(cat '${dir}/{port}.pid'); kill -TERM "$pid"; while kill -0 "$pid" 2>/dev/null; do sleep 0.1; done; sleep 0.3`;
    const started = Date.now();
    const script = spawnSync('sh', ['scripts/rolling-restart.sh', ...ports.map(String)], {
      env: {
        ...process.env,
        RESTART: values['no-restart'] ? 'sleep 8' : restart,
        SETTLE_SECONDS: values.settle,
      },
      stdio: 'inherit',
    });
    const restartMs = Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    load.stop();
    const { latency } = await done;

    const total = [...statuses.values()].reduce((sum, n) => sum + n, 0) + errors;
    const failed =
      [...statuses].filter(([status]) => status >= 300).reduce((sum, [, n]) => sum + n, 0) + errors;
    console.log(
      `rolling restart (${values.upstream}, settle ${values.settle} s): script exit ${script.status}, ` +
        `${(restartMs / 1000).toFixed(1)} s; ${total} requests, ${failed} failed ` +
        `(${[...statuses].map(([status, n]) => `${status}: ${n}`).join(', ')}, socket errors: ${errors}); ` +
        `latency p50 ${latency.p50} ms, p99 ${latency.p99} ms, max ${latency.max} ms`,
    );
    return failed === 0 && script.status === 0 ? 0 : 1;
  } finally {
    fs.rmSync(path.join(dir, 'run'), { force: true });
    nginx?.kill('SIGTERM');
    for (const port of ports) {
      const pid = Number(fs.readFileSync(path.join(dir, `${port}.pid`), 'utf8'));
      if (pid) process.kill(pid, 'SIGTERM');
    }
    await Promise.all(supervisors.map((child) => new Promise((resolve) => child.once('exit', resolve))));
    await schema.drop();
    if (process.env.ROLLING_KEEP) console.log(`logs kept in ${dir}`);
    else fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      `rolling restart failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exit(1);
  },
);
