import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServer } from '../scripts/bundle-server';
import { createSchema } from '../test/support/postgres';
import { TEST_ITERATIONS } from '../test/support/registration';
import { startServer, type ServerProcess } from '../test/support/server-process';
import { measure } from './load';
import { missedLines, textTable, writeMarkdown, type Budget, type Report } from './report';
import { setUpPair } from './setup';

// The budgets of bench/README.md ("Budgets"). A report, not a test: it exits 0 even when a budget is missed.

type Engine = 'sqlite' | 'postgres';

/** A child that has not gone this long after SIGTERM is killed. */
const STOP_TIMEOUT_MS = 5_000;

/** Each round (hello-world + app) takes about 45 s; past this the run stops itself. */
const ROUND_LIMIT_MS = 150_000;

const BUDGETS = {
  sqlite: {
    kinks: { minRatio: 0.8, maxP99Ms: 10 },
    preferences: { minRatio: 0.5, maxP99Ms: 10 },
    matches: { minRatio: 0.5, maxP99Ms: 10 },
  },
  postgres: { kinks: { minRatio: 0.25 }, preferences: { minRatio: 0.25 }, matches: { minRatio: 0.25 } },
};

/** Removed on any exit, Ctrl-C and the time limit included (test/support/server-process.ts kills the children). */
const tempDirs = new Set<string>();
process.on('exit', () => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const script = (name: string) => path.join(benchDir, name);

async function runRound(engine: Engine, databaseUrl: string | undefined, report: Report): Promise<void> {
  const hello = await startServer({
    name: 'hello-world',
    args: ['--import', 'tsx', script('hello-server.ts')],
    readyPath: '/hello',
    stopTimeoutMs: STOP_TIMEOUT_MS,
  });
  let baseline: number;
  try {
    console.log(`[${engine}] hello-world GET /hello`);
    const load = await measure(`${hello.baseUrl}/hello`, {});
    baseline = load.requestsPerSecond;
    report.rows.push({
      db: engine,
      target: 'hello-world GET /hello',
      load,
      ratio: undefined,
      budget: undefined,
    });
  } finally {
    await hello.stop();
  }

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-bench-'));
  tempDirs.add(dataDir);
  const schema = engine === 'postgres' && databaseUrl ? await createSchema(databaseUrl, 'bench') : undefined;
  let app: ServerProcess | undefined;
  try {
    app = await startServer({
      name: 'app',
      // The same Node flags as `npm start`: a 4 MiB young generation halves the memory under load.
      args: ['--max-semi-space-size=4', '--enable-source-maps', 'server/dist/main.js'],
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: schema?.url ?? '',
        REDIS_URL: '',
        LOG_LEVEL: 'silent',
        KDF_ITERATIONS: String(TEST_ITERATIONS),
        COOKIE_SECURE: 'auto',
        TRUST_PROXY: 'false',
      },
      stopTimeoutMs: STOP_TIMEOUT_MS,
    });
    const base = app.baseUrl;
    const pair = await setUpPair(base);
    const user = pair.user;
    console.log(
      `[${engine}] user ${user.userId} with ${user.preferences} sealed preferences, ` +
        `connection ${pair.connectionId} with ${pair.mutual} mutual entries`,
    );
    const etag =
      (await fetch(`${base}/api/kinks`, { headers: { cookie: user.cookie } })).headers.get('etag') ?? '';
    // Uncompressed answers: autocannon handles mid-sized compressed bodies poorly (see README).
    const targets: Array<{ target: string; path: string; budget: Budget; headers?: Record<string, string> }> =
      [
        { target: 'GET /api/kinks', path: '/api/kinks', budget: BUDGETS[engine].kinks },
        {
          target: 'GET /api/kinks revalidated (304)',
          path: '/api/kinks',
          budget: BUDGETS[engine].kinks,
          headers: { 'if-none-match': etag },
        },
        {
          target: 'GET /api/preferences/{id}',
          path: `/api/preferences/${user.userId}`,
          budget: BUDGETS[engine].preferences,
        },
        {
          target: 'GET /api/connections/{id}/matches',
          path: `/api/connections/${pair.connectionId}/matches`,
          budget: BUDGETS[engine].matches,
        },
      ];
    let maxRss: number | undefined;
    for (const { target, path: urlPath, budget, headers } of targets) {
      console.log(`[${engine}] app ${target}`);
      const load = await measure(`${base}${urlPath}`, { cookie: user.cookie, ...headers }, app.pid);
      maxRss = Math.max(maxRss ?? 0, load.maxRss ?? 0) || undefined;
      report.rows.push({ db: engine, target, load, ratio: load.requestsPerSecond / baseline, budget });
    }
    report.rss.push({ db: engine, maxRss });
  } finally {
    await app?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    tempDirs.delete(dataDir);
    await schema?.drop();
  }
}

async function main(): Promise<number> {
  // The app runs as `npm start` runs it: the bundled server on plain Node.
  await bundleServer();
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  const engines: Engine[] = databaseUrl ? ['sqlite', 'postgres'] : ['sqlite'];
  const watchdog = setTimeout(() => {
    console.error(`bench: still running after ${(ROUND_LIMIT_MS * engines.length) / 1000} s, giving up`);
    process.exit(1);
  }, ROUND_LIMIT_MS * engines.length);
  watchdog.unref();

  const report: Report = { rows: [], rss: [], notes: [] };
  let failed = false;
  for (const engine of engines) {
    try {
      await runRound(engine, databaseUrl, report);
    } catch (error) {
      failed = true;
      const message = error instanceof Error ? error.message : String(error);
      console.error(`bench: the ${engine} round failed: ${message}`);
      report.notes.push(`The ${engine} round failed: ${message.split('\n')[0]}`);
    }
  }
  if (!databaseUrl) report.notes.push('PostgreSQL not measured: set BENCH_DATABASE_URL to include it.');

  console.log(`\n${textTable(report)}\n`);
  const missed = missedLines(report);
  for (const line of missed) console.log(line);
  if (!missed.length) console.log('All budgets met.');
  for (const note of report.notes) console.log(`Note: ${note}`);
  const file = path.join(benchDir, 'results.md');
  writeMarkdown(file, report);
  console.log(`\nWritten to ${path.relative(process.cwd(), file)}`);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
