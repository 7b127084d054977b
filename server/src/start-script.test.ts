import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../test/support/server-process';

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function until(check: () => Promise<boolean>, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

describe('npm start under a supervisor', () => {
  it('passes SIGTERM on to the server: nothing is left listening', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-npm-start-'));
    const port = await freePort();
    const log = fs.openSync(path.join(dir, 'start.log'), 'w');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
    };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    // A process group of its own, so that the cleanup below also reaches an orphaned server.
    const npm = spawn('npm', ['start'], { env, detached: true, stdio: ['ignore', log, log] });
    const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
    try {
      const healthy = await until(
        () =>
          fetch(`http://127.0.0.1:${port}/api/health`).then(
            (response) => response.ok,
            () => false, // Not listening yet.
          ),
        60_000,
      );
      expect(healthy, fs.readFileSync(path.join(dir, 'start.log'), 'utf8')).toBe(true);

      npm.kill('SIGTERM');
      await exited;
      expect(await until(async () => !(await listening(port)), 5_000)).toBe(true);
    } finally {
      if (npm.pid !== undefined) {
        try {
          process.kill(-npm.pid, 'SIGKILL');
        } catch {
          // ESRCH: the whole group is gone already, which is what the test wants.
        }
      }
      fs.closeSync(log);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
