import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, type ServerProcess } from '../test/support/server-process';

/** The middle value of a run's figures: what the measurement scripts report. */
export const median = (values: number[]): number =>
  values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * The measurement scripts' common frame: the built client served by a fresh server on its own
 * temporary SQLite (no database or Redis from the caller's shell), stopped and removed after
 * `work` whatever happens. `env` adds to that, e.g. the tests' KDF floor.
 */
export async function withPerfServer(
  name: string,
  env: Record<string, string>,
  work: (server: ServerProcess) => Promise<void>,
): Promise<void> {
  if (!fs.existsSync('client/dist/index.html')) throw new Error('Build the client first: npm run build');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `cd-${name}-`));
  const server = await startServer({
    name,
    args: ['--import', 'tsx', 'server/src/main.ts'],
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn', REDIS_URL: '', DATABASE_URL: '', ...env },
  });
  try {
    await work(server);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs a script's main and ends the process with one clear line when it fails. */
export function runReport(what: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(
      `${what} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exit(1);
  });
}
