import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

export type Server = { name: string; port: number; child: ChildProcess; pid: number };

const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 5_000;

/** Every child still running, so a crash or Ctrl-C of the runner never leaves one behind. */
const running = new Set<ChildProcess>();

process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** A port nobody listens on right now: bound on 127.0.0.1:0, then released for the child. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Runs `node <args>` with PORT set and resolves once GET `readyPath` answers 200: the app runs as
 * `npm start` runs it (the bundled server on plain Node), the baseline as a tsx script.
 */
export async function startServer(
  name: string,
  args: string[],
  env: Record<string, string>,
  readyPath: string,
): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${name} server exited early (${child.exitCode})\n${stderr}`);
    if (Date.now() - started > READY_TIMEOUT_MS) {
      child.kill('SIGKILL');
      throw new Error(`${name} server not ready after ${READY_TIMEOUT_MS / 1000} s\n${stderr}`);
    }
    const ok = await fetch(`http://127.0.0.1:${port}${readyPath}`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (child.pid === undefined) throw new Error(`${name} server has no pid`);
  return { name, port, child, pid: child.pid };
}

/** SIGTERM, then SIGKILL if the child has not gone after a few seconds. */
export async function stopServer(server: Server): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await gone;
  clearTimeout(timer);
}

/** Resident set size of a process in bytes, from /proc (Linux); undefined elsewhere. */
export function readRss(pid: number): number | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb === undefined ? undefined : Number(kb) * 1024;
  } catch {
    return undefined;
  }
}

/** Samples a process's RSS every 500 ms until stopped; stop() answers the largest value seen. */
export function sampleRss(pid: number): { stop(): number | undefined } {
  let max: number | undefined;
  const take = () => {
    const rss = readRss(pid);
    if (rss !== undefined) max = Math.max(max ?? 0, rss);
  };
  take();
  const timer = setInterval(take, 500);
  return {
    stop() {
      clearInterval(timer);
      take();
      return max;
    },
  };
}
