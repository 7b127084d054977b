import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

/** A server started by startServer: listening on 127.0.0.1:`port` and answering its ready path. */
export type ServerProcess = {
  name: string;
  port: number;
  /** e.g. http://127.0.0.1:41234 (no trailing slash). */
  baseUrl: string;
  pid: number;
  child: ChildProcess;
  /** SIGTERM, then SIGKILL if it has not gone in time; safe to call twice. */
  stop(): Promise<void>;
};

export type StartServerOptions = {
  /** For messages, e.g. `app` or `hello-world`. */
  name: string;
  /** Node's arguments, e.g. `['--import', 'tsx', 'server/src/main.ts']`. */
  args: string[];
  /** Laid over this process's environment (`undefined` removes a variable); PORT and HOST are set here. */
  env?: Record<string, string | undefined>;
  cwd?: string;
  /** Polled until it answers 200; default `/api/health`. */
  readyPath?: string;
  /** The child's stdout and stderr go to this file; without it stdout is dropped, stderr kept for errors. */
  logPath?: string;
  readyTimeoutMs?: number;
  stopTimeoutMs?: number;
};

const POLL_MS = 100;

/** Every child still running, so a crash or Ctrl-C of the parent never leaves one behind. */
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** A port nobody listens on right now: bind 127.0.0.1:0, read the port, release it. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('Could not pick a free port'))));
    });
  });
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (exited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Runs `node <args>` on a free port (PORT, HOST=127.0.0.1) and resolves once GET `readyPath`
 * answers 200. Rejects, with the end of the child's output, if it exits first or is not ready in time.
 */
export async function startServer(options: StartServerOptions): Promise<ServerProcess> {
  const { name, logPath, readyPath = '/api/health' } = options;
  const readyTimeoutMs = options.readyTimeoutMs ?? 30_000;
  const stopTimeoutMs = options.stopTimeoutMs ?? 10_000;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = Object.fromEntries(
    Object.entries({ ...process.env, ...options.env, PORT: String(port), HOST: '127.0.0.1' }).filter(
      ([, value]) => value !== undefined,
    ),
  );

  const logFd = logPath === undefined ? undefined : fs.openSync(logPath, 'w');
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    env,
    stdio: logFd === undefined ? ['ignore', 'ignore', 'pipe'] : ['ignore', logFd, logFd],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const output = () => {
    if (logPath === undefined) return `stderr:\n${stderr}`;
    try {
      const lines = fs.readFileSync(logPath, 'utf8').trimEnd().split('\n').slice(-40).join('\n');
      return `Last lines of ${logPath}:\n${lines}`;
    } catch {
      return `(no log at ${logPath})`;
    }
  };

  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      if (!exited(child)) {
        child.kill('SIGTERM');
        if (!(await waitForExit(child, stopTimeoutMs))) {
          console.error(`${name}: the server did not stop within ${stopTimeoutMs / 1000} s; killing it`);
          child.kill('SIGKILL');
          await waitForExit(child, 2_000);
        }
      }
      if (logFd !== undefined) fs.closeSync(logFd);
    })();
    return stopped;
  };

  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (exited(child)) {
      await stop();
      throw new Error(
        `${name}: the server exited before it was ready (code ${child.exitCode}, signal ${child.signalCode}). ${output()}`,
      );
    }
    const ready = await fetch(`${baseUrl}${readyPath}`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => {
        void response.body?.cancel();
        return response.status === 200;
      },
      () => false, // Not listening yet.
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `${name}: the server did not answer ${baseUrl}${readyPath} within ${readyTimeoutMs / 1000} s. ${output()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  if (child.pid === undefined) throw new Error(`${name}: the server has no pid`);
  return { name, port, baseUrl, pid: child.pid, child, stop };
}
