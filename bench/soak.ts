import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { bundleServer } from '../scripts/bundle-server';
import { createSchema } from '../test/support/postgres';
import { registrationFor, sessionCookiePair, TEST_KDF_ENV } from '../test/support/registration';
import { startServer } from '../test/support/server-process';
import { readRss } from './rss';
import { PLATEAU_MIB_PER_MINUTE, rssTrend } from './rss-trend';
import { setUpPair, type BenchPair } from './setup';
import { startNodeArgs } from './start-args';

// `npm run soak [-- --minutes N] [-- --addresses N] [-- --warm-up M]`: mixed load on the bundled server for N minutes
// (default 10), each request from a made-up client address: a fresh one every time (default, as a
// botnet or a crowd behind carrier NAT would look), or one of a fixed pool of `--addresses` N.
// Fails on any error answer, when RSS after warm-up grows by more than 20%, or when its trend
// (slope per minute after warm-up) says growth rather than plateau. See bench/README.md.

/**
 * Sign-ups are limited to 10 an hour per address, and the 30-minute run made up to about 800 a
 * minute: spread over this many addresses, each makes about 2.4 an hour, far from 10.
 */
const MIN_ADDRESSES = 20_000;

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    addresses: { type: 'string', default: '0' },
    'warm-up': { type: 'string' },
  },
});
const MINUTES = Number(values.minutes);
if (!(MINUTES > 0)) throw new Error('--minutes must be a positive number');
const ADDRESSES = Number(values.addresses);
// Sign-ups are limited to 10 an hour per address: a small pool would answer 429s, not soak.
if (!(Number.isInteger(ADDRESSES) && (ADDRESSES === 0 || ADDRESSES >= MIN_ADDRESSES)))
  throw new Error(`--addresses must be 0 (a fresh one per request) or at least ${MIN_ADDRESSES}`);
const DURATION_MS = MINUTES * 60_000;
/**
 * The first fifth (at most 2 minutes) warms up: the heap finds its size. `--warm-up M` sets it in
 * minutes, for a run whose bounded caches (SQLite's pages, the rate counters) take longer to fill
 * under its traffic than that: the trend and the growth are then read over what follows.
 */
const WARM_UP_MS =
  values['warm-up'] === undefined ? Math.min(DURATION_MS / 5, 120_000) : Number(values['warm-up']) * 60_000;
if (!(WARM_UP_MS >= 0 && WARM_UP_MS <= DURATION_MS / 2))
  throw new Error('--warm-up must be a number of minutes, at most half the run');
/** RSS is compared over two windows this long: just after warm-up, and at the end. */
const WINDOW_MS = Math.min(DURATION_MS / 5, 60_000);
const MAX_GROWTH = 0.2;
const WORKERS = 16;
/** Set up from one address: the sign-up limit (10 an hour) allows five pairs. */
const PAIRS = 4;
const SAMPLE_MS = 1_000;

type Kind = 'matches' | 'list' | 'save' | 'publish' | 'login' | 'register';
/** Mostly reads, as people browse; every write path the app has, and sign-ups and sign-ins. */
const MIX: Array<[Kind, number]> = [
  ['matches', 30],
  ['list', 25],
  ['save', 15],
  ['publish', 10],
  ['login', 15],
  ['register', 5],
];

function pick(): Kind {
  let roll = Math.random() * MIX.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [kind, weight] of MIX) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return 'matches';
}

const randomAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
const pool = Array.from(
  { length: ADDRESSES },
  (_, i) => `10.${Math.floor(i / 65_536)}.${Math.floor(i / 256) % 256}.${i % 256}`,
);
/** The address of the next request: a fresh one, or one from the fixed pool. */
const clientAddress = () => pool[Math.floor(Math.random() * pool.length)] ?? randomAddress();
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function main(): Promise<number> {
  await bundleServer();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-soak-'));
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  const schema = databaseUrl ? await createSchema(databaseUrl, 'soak') : undefined;
  const app = await startServer({
    name: 'app',
    args: startNodeArgs(),
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: schema?.url ?? '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      // Many made-up clients behind one proxy: each request says whose it is.
      TRUST_PROXY: '1',
      // Writes at a load test's pace: the per-user and per-connection write ceilings would refuse them.
      WRITE_LIMITS: 'off',
      ...TEST_KDF_ENV,
    },
  });
  const base = app.baseUrl;
  const counts = new Map<string, number>();
  const errors: string[] = [];
  try {
    console.log(
      `soak: ${MINUTES} min on ${schema ? 'PostgreSQL' : 'SQLite'}, ${WORKERS} clients, ` +
        `${ADDRESSES ? `${ADDRESSES} fixed addresses` : 'a fresh address per request'}, setting up`,
    );
    const pairs: BenchPair[] = [];
    for (let i = 0; i < PAIRS; i += 1) pairs.push(await setUpPair(base));
    const accounts = pairs.flatMap((pair) => [pair.user, pair.partner]);

    const request = async (kind: Kind, url: string, init: RequestInit = {}) => {
      const response = await fetch(`${base}${url}`, {
        ...init,
        headers: {
          origin: base,
          'content-type': 'application/json',
          'x-forwarded-for': clientAddress(),
          ...init.headers,
        },
        signal: AbortSignal.timeout(30_000),
      });
      const body = await response.text();
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
      if (!response.ok) errors.push(`${kind} ${url}: ${response.status} ${body.slice(0, 200)}`);
      return response;
    };
    const act = async (kind: Kind) => {
      const pair = pairs[Math.floor(Math.random() * pairs.length)];
      if (!pair) return;
      const { user } = pair;
      const cookie = { cookie: user.cookie };
      if (kind === 'matches')
        await request(kind, `/api/connections/${pair.connectionId}/matches`, { headers: cookie });
      if (kind === 'list') await request(kind, '/api/preferences/document', { headers: cookie });
      // As the client saves and publishes now (storage version 2): one document, one compact set.
      if (kind === 'save') {
        const body = JSON.stringify({ sealed: user.sealedDocument, keyGeneration: 1 });
        await request(kind, '/api/preferences/document', { method: 'PUT', headers: cookie, body });
      }
      if (kind === 'publish') {
        const body = JSON.stringify({ entries: pair.compact });
        await request(kind, `/api/connections/${pair.connectionId}/share-set`, {
          method: 'PUT',
          headers: cookie,
          body,
        });
      }
      if (kind === 'login') {
        const account = accounts[Math.floor(Math.random() * accounts.length)] ?? user;
        await request('login', '/api/auth/prelogin', {
          method: 'POST',
          body: JSON.stringify({ username: account.username }),
        });
        const body = JSON.stringify({ username: account.username, password: account.authKey });
        const signedIn = await request(kind, '/api/auth/login', { method: 'POST', body });
        // A sign-in ends the account's other sessions: the clients go on with the new one.
        account.cookie = sessionCookiePair(signedIn.headers.getSetCookie()) ?? account.cookie;
      }
      if (kind === 'register') {
        const name = `soak_${Math.random().toString(36).slice(2, 10)}`;
        const { body } = await registrationFor(name, 'a long soak password');
        await request(kind, '/api/users', { method: 'POST', body: JSON.stringify(body) });
      }
    };

    const started = Date.now();
    const samples: Array<{ at: number; rss: number }> = [];
    const sampler = setInterval(() => {
      const rss = readRss(app.pid);
      if (rss !== undefined) samples.push({ at: Date.now() - started, rss });
    }, SAMPLE_MS);
    const reporter = setInterval(() => {
      const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
      const last = samples.at(-1)?.rss ?? 0;
      console.log(
        `soak: ${Math.round((Date.now() - started) / 1000)} s, ${total} requests, ${errors.length} errors, RSS ${mib(last)} MiB`,
      );
    }, 60_000);
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        while (Date.now() - started < DURATION_MS) {
          try {
            await act(pick());
          } catch (error) {
            errors.push(error instanceof Error ? error.message : String(error));
          }
        }
      }),
    );
    clearInterval(sampler);
    clearInterval(reporter);

    const warm = samples.filter((s) => s.at >= WARM_UP_MS && s.at < WARM_UP_MS + WINDOW_MS).map((s) => s.rss);
    const end = samples.filter((s) => s.at >= DURATION_MS - WINDOW_MS).map((s) => s.rss);
    const peak = Math.max(...samples.map((s) => s.rss));
    const growth = median(end) / median(warm) - 1;
    const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
    console.log(`\nsoak: ${MINUTES} min, ${total} requests (${(total / (DURATION_MS / 1000)).toFixed(0)}/s)`);
    console.log(`  ${[...counts].map(([kind, n]) => `${kind} ${n}`).join(', ')}`);
    console.log(`  errors: ${errors.length}${errors.length ? `, first: ${errors[0]}` : ''}`);
    console.log(
      `  RSS median after warm-up ${mib(median(warm))} MiB, at the end ${mib(median(end))} MiB ` +
        `(${(growth * 100).toFixed(1)}%, limit ${MAX_GROWTH * 100}%), peak ${mib(peak)} MiB`,
    );
    const trend = rssTrend(samples, WARM_UP_MS);
    console.log(
      `  RSS per minute after warm-up (MiB): ${trend.perMinute.map((m) => m.toFixed(1)).join(', ')}`,
    );
    console.log(
      `  RSS trend after warm-up: ${trend.slopeMiBPerMinute.toFixed(3)} MiB/min, over its second half ` +
        `${trend.lateSlopeMiBPerMinute.toFixed(3)} MiB/min (growth above ${PLATEAU_MIB_PER_MINUTE}): ${trend.verdict}`,
    );
    const ok = errors.length === 0 && growth <= MAX_GROWTH && trend.verdict === 'plateau';
    console.log(ok ? 'soak: pass' : 'soak: FAIL');
    return ok ? 0 : 1;
  } finally {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await schema?.drop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`soak failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
