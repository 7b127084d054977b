import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser } from '../e2e/support/browser';
import { TEST_KDF_ENV } from '../test/support/registration';
import { startServer } from '../test/support/server-process';
import { workRound } from './main-thread-work';
import { OBSERVE_SCRIPT, pageSpeedRound } from './page-speed';
import { PASSWORD, ratedScene } from './perf-people';
import { median, runReport } from './perf-server';

/*
 * Two builds of the client, rounds interleaved (A, B, A, B...) on one database: AB_BASE is another
 * checkout with its own built client/dist (the "before"); this checkout is the "after". Both
 * servers share the data directory, the session cookie (cookies ignore the port) and, copied over,
 * the first origin's local storage. A local tool for before/after figures. AB_MEASURE=cpu measures
 * the main thread's CPU time per action (main-thread-work.ts, no throttling) instead of the
 * throttled wall-clock timings: the figure to compare on a machine busy with other work.
 */
const CPU = process.env.AB_MEASURE === 'cpu';
const RUNS = Number(process.env.PERF_RUNS ?? 4);
/** As in client-perf.ts: 4x stands in for a mid-range phone on the host it was chosen on. */
const THROTTLE = Number(process.env.PERF_THROTTLE ?? 4);
const BASE = process.env.AB_BASE;
const AFTER = process.env.AB_AFTER ?? '.';

runReport('client perf A/B', async () => {
  if (!BASE)
    throw new Error('AB_BASE: the checkout of the "before" build (with its client built) is required');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-ab-'));
  const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', REDIS_URL: '', DATABASE_URL: '', ...TEST_KDF_ENV };
  const args = ['--import', 'tsx', 'server/src/main.ts'];
  const after = await startServer({ name: 'after', args, env, cwd: AFTER });
  const before = await startServer({ name: 'before', args, env, cwd: BASE });
  const browser = await launchBrowser();
  try {
    const a = await ratedScene(browser, after.baseUrl, 'ab');
    await a.getByRole('button', { name: 'Save Preferences' }).click();
    await a.waitForURL('**/matches');
    const storage = await a.evaluate(() => JSON.stringify(Object.entries(localStorage)));
    await a.goto(new URL('/healthz-none', before.baseUrl).toString());
    await a.evaluate((s) => {
      for (const [k, v] of JSON.parse(s) as Array<[string, string]>) localStorage.setItem(k, v);
    }, storage);
    await a.addInitScript(OBSERVE_SCRIPT);
    const cdp = await a.context().newCDPSession(a);
    const rounds = {
      before: [] as Array<Record<string, number>>,
      after: [] as Array<Record<string, number>>,
    };
    for (let run = 0; run < RUNS * 2; run += 1) {
      const which = run % 2 === 0 ? 'before' : 'after';
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU ? 1 : THROTTLE });
      const round = await (CPU ? workRound : pageSpeedRound)(
        a,
        (which === 'before' ? before : after).baseUrl,
        PASSWORD,
      );
      const load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
      console.log(
        `${which} ${Math.floor(run / 2) + 1}: ${JSON.stringify(round, (_, v: unknown) => (typeof v === 'number' ? Math.round(v) : v))} load ${load}`,
      );
      rounds[which].push(round);
    }
    const keys = Object.keys(rounds.before[0] ?? {});
    console.log('\nmedians (before -> after):');
    for (const key of keys)
      console.log(
        `  ${key}: ${median(rounds.before.map((r) => r[key] ?? NaN)).toFixed(0)} -> ${median(rounds.after.map((r) => r[key] ?? NaN)).toFixed(0)}`,
      );
  } finally {
    await browser.close();
    await before.stop();
    await after.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
