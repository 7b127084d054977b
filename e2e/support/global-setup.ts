import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { TEST_KDF_ENV } from '../../test/support/registration';
import { startServer } from '../../test/support/server-process';
import { RESULTS_DIR, ROOT } from './paths';
import './provided-context';

type RunningServer = {
  baseUrl: string;
  logPath: string;
  database: { databaseUrl: string | undefined; dataDir: string };
  stop(): Promise<void>;
};

/**
 * Starts the real server (`node --import tsx server/src/main.ts`) from `root` on a free port
 * with a fresh data folder, and resolves once GET /api/health answers 200.
 */
async function startE2eServer(
  root: string = ROOT,
  logPath = path.join(RESULTS_DIR, 'server.log'),
): Promise<RunningServer> {
  if (!fs.existsSync(path.join(root, 'client', 'dist', 'index.html'))) {
    throw new Error('Run npm run build first: client/dist/index.html is missing');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-e2e-'));
  fs.mkdirSync(path.dirname(logPath), { recursive: true });
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  try {
    const server = await startServer({
      name: 'e2e',
      args: ['--import', 'tsx', 'server/src/main.ts'],
      cwd: root,
      logPath,
      env: {
        // The e2e server owns its storage: never a database or Redis from the caller's shell.
        DATABASE_URL: process.env.E2E_DATABASE_URL,
        REDIS_URL: process.env.E2E_REDIS_URL,
        DATA_DIR: dataDir,
        ...TEST_KDF_ENV,
        // Each browser context sends its own X-Forwarded-For (support/browser.ts).
        TRUST_PROXY: '1',
        LOG_LEVEL: 'info',
      },
    });
    return {
      baseUrl: server.baseUrl,
      logPath,
      database: { databaseUrl: process.env.E2E_DATABASE_URL, dataDir },
      stop: async () => {
        await server.stop();
        removeDataDir();
      },
    };
  } catch (error) {
    removeDataDir();
    throw error;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startE2eServer();
  console.log(`e2e: server ready at ${server.baseUrl} (log: ${path.relative(ROOT, server.logPath)})`);
  project.provide('baseUrl', server.baseUrl);
  project.provide('serverLogPath', server.logPath);
  project.provide('serverDatabase', server.database);
  return () => server.stop();
}
