import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { RESULTS_DIR, ROOT } from './paths';
import './provided-context';

const HEALTH_TIMEOUT_MS = 30_000;
const HEALTH_POLL_MS = 100;
const STOP_TIMEOUT_MS = 10_000;

export type RunningServer = {
  baseUrl: string;
  logPath: string;
  stop(): Promise<void>;
};

/** A port nobody listens on right now: bind port 0, read it, close. */
export async function freePort(): Promise<number> {
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

function logTail(logPath: string, lines = 40): string {
  try {
    return fs.readFileSync(logPath, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server log)';
  }
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Starts the real server (`node --import tsx server/src/main.ts`) from `root` on a free port
 * with a fresh data folder, and resolves once GET /api/health answers 200.
 */
export async function startServer(root: string = ROOT, logPath = path.join(RESULTS_DIR, 'server.log')) {
  if (!fs.existsSync(path.join(root, 'client', 'dist', 'index.html'))) {
    throw new Error('Run npm run build first: client/dist/index.html is missing');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-e2e-'));
  fs.mkdirSync(path.dirname(logPath), { recursive: true });
  const logFd = fs.openSync(logPath, 'w');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  const env: NodeJS.ProcessEnv = { ...process.env };
  // The e2e server owns its storage: never reuse a database or Redis from the caller's shell.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // The protocol's floor: keeps PBKDF2 fast in the browser.
    KDF_ITERATIONS: '100000',
    LOG_LEVEL: 'info',
  });
  if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;
  if (process.env.E2E_REDIS_URL) env.REDIS_URL = process.env.E2E_REDIS_URL;

  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', logFd, logFd],
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });

  const cleanUp = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, STOP_TIMEOUT_MS))) {
        console.error(`e2e: the server did not stop within ${STOP_TIMEOUT_MS / 1000} s; killing it`);
        child.kill('SIGKILL');
        await waitForExit(child, 2_000);
      }
    }
    fs.closeSync(logFd);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  for (;;) {
    if (exited) {
      await cleanUp();
      throw new Error(
        `The e2e server exited before it was ready (code ${child.exitCode}, signal ${child.signalCode}). ` +
          `Last lines of ${logPath}:\n${logTail(logPath)}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await cleanUp();
      throw new Error(
        `The e2e server did not answer ${baseUrl}/api/health within ${HEALTH_TIMEOUT_MS / 1000} s. ` +
          `Last lines of ${logPath}:\n${logTail(logPath)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }

  return { baseUrl, logPath, stop: cleanUp } satisfies RunningServer;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startServer();
  console.log(`e2e: server ready at ${server.baseUrl} (log: ${path.relative(ROOT, server.logPath)})`);
  project.provide('baseUrl', server.baseUrl);
  project.provide('serverLogPath', server.logPath);
  return () => server.stop();
}
