import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServer } from '../scripts/bundle-server';
import { createSchema } from '../test/support/postgres';
import { TEST_KDF_ENV } from '../test/support/registration';
import { startServer, type ServerProcess } from '../test/support/server-process';
import { interleavedRatio, startBaselines, type BaselineName, type Baselines, type Pair } from './baselines';
import { CONNECTIONS, measure, type Load, type Target, type Write } from './load';
import { pin } from './pin';
import { missedLines, textTable, writeMarkdown, type Budget, type Report } from './report';
import { connectPair, setUpPair, setUpUser, type BenchUser } from './setup';
import { startNodeArgs } from './start-args';

// The budgets of bench/README.md ("Budgets"). A report, not a test: it exits 0 even when a budget is missed.

type Engine = 'sqlite' | 'postgres';

/** People saving at once in the full save's row: one per connection. */
const SAVERS = CONNECTIONS;

/** A child that has not gone this long after SIGTERM is killed. */
const STOP_TIMEOUT_MS = 5_000;

/**
 * Each round (five baselines, four read targets each in turns with its baseline, seven writes) takes
 * about 4 minutes; past this the run stops itself.
 */
const ROUND_LIMIT_MS = 420_000;

// Issue 30: authenticated reads against a bare route sending the same bytes; a full save (one
// document) in requests per second with its p99, at 50 connections.
const BUDGETS = {
  sqlite: {
    kinks: { minRatio: 0.8, maxP99Ms: 10, p99VsBaseline: 1.25 },
    preferences: { minRatio: 0.8 },
    matches: { minRatio: 0.8 },
    save: { minRps: 3000, maxP99Ms: 50 },
  },
  postgres: {
    kinks: { minRatio: 0.25 },
    preferences: { minRatio: 0.5 },
    matches: { minRatio: 0.5 },
    save: { minRps: 1000, maxP99Ms: 50 },
  },
};

/** Removed on any exit, Ctrl-C and the time limit included (test/support/server-process.ts kills the children). */
const tempDirs = new Set<string>();
process.on('exit', () => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

const benchDir = path.dirname(fileURLToPath(import.meta.url));

/** Core 1 for the server under test, core 0 for this process (the load generator), where taskset exists. */
const PINNED = os.cpus().length >= 2 && pin(process.pid, 0);

async function runRound(engine: Engine, databaseUrl: string | undefined, report: Report): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-bench-'));
  tempDirs.add(dataDir);
  const schema = engine === 'postgres' && databaseUrl ? await createSchema(databaseUrl, 'bench') : undefined;
  let app: ServerProcess | undefined;
  let bare: Baselines | undefined;
  try {
    app = await startServer({
      name: 'app',
      // The same Node flags as `npm start` (package.json), whose comment in README.md says why each is there.
      args: startNodeArgs(),
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: schema?.url ?? '',
        REDIS_URL: '',
        LOG_LEVEL: 'silent',
        ...TEST_KDF_ENV,
        COOKIE_SECURE: 'auto',
        // One proxy in front, as the README's nginx: the savers below sign up from their own addresses.
        TRUST_PROXY: '1',
        // The bench measures throughput: the write ceilings would answer 429 past a few hundred writes.
        WRITE_LIMITS: 'off',
      },
      stopTimeoutMs: STOP_TIMEOUT_MS,
    });
    const base = app.baseUrl;
    const appPid = app.pid;
    const pair = await setUpPair(base);
    const user = pair.user;
    // The v1 write row needs an account that has not moved: a moved one's v1 saves are refused (409).
    const oldClient = await setUpUser(base, { moved: false });
    // The full save's budget is for as many people saving at once as there are connections: one
    // person's device sends one save at a time (client/src/lib/preferences/serial-writer.ts).
    const savers = [user, ...(await setUpPeople(base, SAVERS - 1, { subnet: 0, moved: true }))];
    // The replacement's row likewise: 50 people publishing in 25 connections, the first pair's and
    // 24 more made of the savers after the user, each person their own set in their own connection.
    const couples = [pair];
    for (let at = 1; couples.length < SAVERS / 2; at += 2) {
      const [one, other] = [savers[at], savers[at + 1]];
      if (!one || !other) throw new Error('bench: too few savers to pair');
      couples.push(await connectPair(base, one, other));
    }
    // Each member of each couple publishing their own set on `route`, v2 compact or v1 entries.
    const publishersOn = (route: 'share-set' | 'shares') =>
      couples.flatMap((couple) => {
        const path = `/api/connections/${couple.connectionId}/${route}`;
        const [mine, theirs] =
          route === 'share-set'
            ? [couple.compact, couple.partnerCompact]
            : [couple.entries, couple.partnerEntries];
        return [
          { cookie: couple.user.cookie, body: JSON.stringify({ entries: mine }), path },
          { cookie: couple.partner.cookie, body: JSON.stringify({ entries: theirs }), path },
        ];
      });
    const publishers = publishersOn('share-set');
    // Version 1 by as many people, so that a tap's cost compares between the two storage versions
    // under one workload: the same people publishing v1 sets, and 50 accounts that never moved.
    const v1Publishers = publishersOn('shares');
    const oldClients = [oldClient, ...(await setUpPeople(base, SAVERS - 1, { subnet: 1, moved: false }))];
    const v1SaveOf = (client: BenchUser) =>
      JSON.stringify({ preferences: client.sealedRows, overwrite: true, keyGeneration: 1 });
    const v1Savers = oldClients.map((client) => ({ cookie: client.cookie, body: v1SaveOf(client) }));
    console.log(
      `[${engine}] user ${user.userId} with ${user.preferences} sealed preferences, ` +
        `connection ${pair.connectionId} with ${pair.mutual} mutual entries`,
    );
    const catalogue = await fetch(`${base}/api/kinks`, { headers: { cookie: user.cookie } });
    const etag = catalogue.headers.get('etag') ?? '';
    const preferencesPath = '/api/preferences/document';
    const matchesPath = `/api/connections/${pair.connectionId}/matches`;
    // The app's exact answers, headers and all, for the bare Fastify to send as they are (the
    // same-bytes baselines). Node adds its own Date, connection and length headers on both sides.
    const nodeOwn = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
    const appHeaders = (answer: Response) =>
      JSON.stringify(Object.fromEntries([...answer.headers].filter(([name]) => !nodeOwn.has(name))));
    const bodyDir = path.join(dataDir, 'bodies');
    fs.mkdirSync(bodyDir);
    for (const [name, urlPath] of Object.entries({
      kinks: '/api/kinks',
      preferences: preferencesPath,
      matches: matchesPath,
    })) {
      const answer = await fetch(`${base}${urlPath}`, { headers: { cookie: user.cookie } });
      if (!answer.ok) throw new Error(`GET ${urlPath} answered ${answer.status}`);
      fs.writeFileSync(path.join(bodyDir, `${name}.headers`), appHeaders(answer));
      fs.writeFileSync(path.join(bodyDir, `${name}.json`), Buffer.from(await answer.arrayBuffer()));
    }
    // The 304 a returning browser gets: the same status and headers.
    const revalidated = await fetch(`${base}/api/kinks`, {
      headers: { cookie: user.cookie, 'if-none-match': etag },
    });
    if (revalidated.status !== 304)
      throw new Error(`GET /api/kinks revalidated answered ${revalidated.status}`);
    fs.writeFileSync(path.join(bodyDir, 'revalidated.304'), appHeaders(revalidated));

    bare = await startBaselines(engine, bodyDir, report, { pinned: PINNED, stopTimeoutMs: STOP_TIMEOUT_MS });
    if (PINNED) pin(app.pid, 1);
    // Uncompressed answers: autocannon handles mid-sized compressed bodies poorly (see README).
    const fullSaves: Write = {
      method: 'PUT',
      body: documentBody(user),
      people: savers.map((saver) => ({ cookie: saver.cookie, body: documentBody(saver) })),
    };
    const targets: Array<{
      target: string;
      path: string;
      budget: Budget;
      baseline: BaselineName;
      /** Reported beside the budget's ratio against the same bytes: the ratio to hello-world's first run. */
      hello?: boolean;
      headers?: Record<string, string>;
      write?: Write;
    }> = [
      {
        target: 'GET /api/kinks (vs same bytes)',
        path: '/api/kinks',
        budget: BUDGETS[engine].kinks,
        baseline: 'kinks',
      },
      {
        target: 'GET /api/kinks revalidated, 304 (vs same bytes)',
        path: '/api/kinks',
        budget: BUDGETS[engine].kinks,
        baseline: 'revalidated',
        hello: true,
        headers: { 'if-none-match': etag },
      },
      {
        target: 'GET /api/preferences/document (vs same bytes)',
        path: preferencesPath,
        budget: BUDGETS[engine].preferences,
        baseline: 'preferences',
        hello: true,
      },
      {
        target: 'GET /api/connections/{id}/matches (vs same bytes)',
        path: matchesPath,
        budget: BUDGETS[engine].matches,
        baseline: 'matches',
        hello: true,
      },
      {
        // The process's first saves: they run slower for some 20 s (bench/README.md, "The full
        // save after a start"). Reported; the budget is for the saves right after.
        target: `PUT /api/preferences/document (v2 full save, ${SAVERS} people, first 12 s)`,
        path: '/api/preferences/document',
        budget: {},
        baseline: 'hello',
        write: fullSaves,
      },
      {
        target: `PUT /api/preferences/document (v2 full save, ${SAVERS} people)`,
        path: '/api/preferences/document',
        budget: BUDGETS[engine].save,
        baseline: 'hello',
        write: fullSaves,
      },
      {
        // Not a client's traffic: every save waits for the one before on the person's row.
        target: 'PUT /api/preferences/document (v2, one person on every connection)',
        path: '/api/preferences/document',
        budget: {},
        baseline: 'hello',
        write: { method: 'PUT', body: documentBody(user) },
      },
      {
        target: `PUT /api/connections/{id}/share-set (v2, 137, ${SAVERS} people)`,
        path: `/api/connections/${pair.connectionId}/share-set`,
        budget: {},
        baseline: 'hello',
        write: { method: 'PUT', body: JSON.stringify({ entries: pair.compact }), people: publishers },
      },
      {
        // Not a client's traffic either: every replacement waits for the one before on the pair's row.
        target: 'PUT /api/connections/{id}/share-set (v2, 137, one person on every connection)',
        path: `/api/connections/${pair.connectionId}/share-set`,
        budget: {},
        baseline: 'hello',
        write: { method: 'PUT', body: JSON.stringify({ entries: pair.compact }) },
      },
      // The v1 writes in the same run, so before and after compare under one load.
      {
        target: 'PUT /api/connections/{id}/shares (v1, 137)',
        path: `/api/connections/${pair.connectionId}/shares`,
        budget: {},
        baseline: 'hello',
        write: { method: 'PUT', body: JSON.stringify({ entries: pair.entries }) },
      },
      {
        target: 'POST /api/preferences (v1, 136 rows)',
        path: '/api/preferences',
        budget: {},
        baseline: 'hello',
        headers: { cookie: oldClient.cookie },
        write: { method: 'POST', body: v1SaveOf(oldClient) },
      },
      {
        target: `PUT /api/connections/{id}/shares (v1, 137, ${SAVERS} people)`,
        path: `/api/connections/${pair.connectionId}/shares`,
        budget: {},
        baseline: 'hello',
        write: { method: 'PUT', body: JSON.stringify({ entries: pair.entries }), people: v1Publishers },
      },
      {
        target: `POST /api/preferences (v1, 136 rows, ${SAVERS} people)`,
        path: '/api/preferences',
        budget: {},
        baseline: 'hello',
        write: { method: 'POST', body: v1SaveOf(oldClient), people: v1Savers },
      },
    ];
    const bodies = {
      document: Buffer.byteLength(documentBody(user)),
      compact: Buffer.byteLength(JSON.stringify({ entries: pair.compact })),
      rows: Buffer.byteLength(
        JSON.stringify({ preferences: user.sealedRows, overwrite: true, keyGeneration: 1 }),
      ),
      entries: Buffer.byteLength(JSON.stringify({ entries: pair.entries })),
    };
    if (engine === 'sqlite')
      report.notes.push(
        `Request bodies of one save with one partner: v2 ${bodies.document} + ${bodies.compact} bytes ` +
          `(document, compact set); v1 ${bodies.rows} + ${bodies.entries} bytes (rows, entries).`,
      );
    // The RSS budget is for the read load (bench/README.md, "Budgets"); the write rows, which run last,
    // are reported apart.
    const maxRss = { read: 0, write: 0 };
    for (const { target, path: urlPath, budget, baseline, hello, headers, write } of targets) {
      console.log(`[${engine}] app ${target}`);
      const requestHeaders = { cookie: user.cookie, origin: base, ...headers };
      const measured: Target = {
        url: `${base}${urlPath}`,
        headers: requestHeaders,
        pid: appPid,
        write,
        database: engine === 'postgres',
      };
      // Ratio budgets are measured in turns with their baseline; the rest once, against the first hello-world.
      const pair =
        budget.minRatio === undefined
          ? await single(measured, bare.first[baseline])
          : await interleavedRatio(bare, baseline, measured);
      const { load } = pair;
      if (budget.minRatio !== undefined)
        report.notes.push(
          `${engine} ${target}: in turns, the baseline ${Math.round(pair.baseline.requestsPerSecond)} req/s ` +
            `(p99 ${pair.baseline.p99Ms} ms) and the app ${Math.round(load.requestsPerSecond)} req/s.`,
        );
      const kind = write ? 'write' : 'read';
      maxRss[kind] = Math.max(maxRss[kind], load.maxRss ?? 0);
      report.rows.push({
        db: engine,
        target,
        load,
        ratio: pair.ratio,
        cpuRatio: cpuRatio(pair.baseline, load),
        budget,
        ...(budget.minRatio === undefined ? {} : { baselineP99Ms: pair.baseline.p99Ms }),
      });
      if (hello)
        report.rows.push({
          db: engine,
          target: target.replace('(vs same bytes)', '(vs hello-world)'),
          load,
          ratio: load.requestsPerSecond / bare.first.hello.requestsPerSecond,
          cpuRatio: cpuRatio(bare.first.hello, load),
          budget: {},
        });
    }
    for (const load of ['read', 'write'] as const)
      report.rss.push({ db: engine, load, maxRss: maxRss[load] || undefined });
  } finally {
    await bare?.stop();
    await app?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    tempDirs.delete(dataDir);
    await schema?.drop();
  }
}

/** A person's whole document, as their device saves it. */
function documentBody(user: BenchUser): string {
  return JSON.stringify({ sealed: user.sealedDocument, keyGeneration: 1 });
}

/** A target measured once, against a baseline measured earlier. */
async function single({ url, headers, pid, write, database }: Target, baseline: Load): Promise<Pair> {
  const load = await measure(url, headers, pid, { write, database });
  return { baseline, load, ratio: load.requestsPerSecond / baseline.requestsPerSecond };
}

/**
 * `count` people signed up ten at a time, each from their own made-up address in 10.`subnet`.0.0/16
 * (sign-ups are limited per address; the app runs behind TRUST_PROXY=1).
 */
async function setUpPeople(
  base: string,
  count: number,
  { subnet, moved }: { subnet: number; moved: boolean },
): Promise<BenchUser[]> {
  const people: BenchUser[] = [];
  while (people.length < count) {
    const batch = Array.from({ length: Math.min(10, count - people.length) }, (_, at) =>
      setUpUser(base, { moved, from: `10.${subnet}.${people.length + at}.1` }),
    );
    people.push(...(await Promise.all(batch)));
  }
  return people;
}

/** How many of this target's requests the server answers in the CPU time of one baseline request. */
function cpuRatio(baseline: Load, load: Load): number | undefined {
  if (baseline.cpuMicros === undefined || !load.cpuMicros) return undefined;
  return baseline.cpuMicros / load.cpuMicros;
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
  report.notes.push(
    PINNED
      ? 'Servers pinned to core 1 and the load generator to core 0 with taskset.'
      : 'Not pinned (no taskset or a single core): the load generator shares the cores with the server.',
  );

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
