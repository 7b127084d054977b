import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { fillRegistration, rate, skipTutorial } from '../e2e/support/journeys';
import { TEST_KDF_ENV } from '../test/support/registration';
import { startServer } from '../test/support/server-process';
import { OBSERVE_SCRIPT, pageSpeedRound, type PageSpeed } from './page-speed';
import { median, runReport } from './perf-server';

/*
 * Two builds of the client, rounds interleaved (A, B, A, B...) on one database: AB_BASE is another
 * checkout with its own built client/dist (the "before"); this checkout is the "after". Both
 * servers share the data directory, the session cookie (cookies ignore the port) and, copied over,
 * the first origin's local storage. A local tool for before/after figures.
 */
const RUNS = Number(process.env.PERF_RUNS ?? 4);
const BASE = process.env.AB_BASE ?? '/tmp/h2base';
const AFTER = process.env.AB_AFTER ?? '.';
const PASSWORD = 'slate harbor violet 58';

async function person(context: BrowserContext, baseUrl: string, name: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(new URL('/auth', baseUrl).toString());
  await fillRegistration(page, name, PASSWORD);
  await page.waitForURL('**/preferences');
  await skipTutorial(page);
  return page;
}

async function connect(inviter: Page, joiner: Page): Promise<void> {
  const code = await inviter.evaluate(
    async () => ((await (await fetch('/api/auth/me')).json()) as { user: { code: string } }).user.code,
  );
  await joiner.evaluate(async (code) => {
    const r = await fetch('/api/secure-connections', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    if (!r.ok) throw new Error(String(r.status));
  }, code);
}

async function rateAll(page: Page, level: (index: number) => number): Promise<void> {
  const names = await page
    .locator('[role="group"][aria-labelledby]')
    .evaluateAll((cards) =>
      cards.map(
        (card) => document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
      ),
    );
  for (const [index, name] of names.entries()) await rate(page, { name, interest: level(index) });
}

runReport('client perf A/B', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-ab-'));
  const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', REDIS_URL: '', DATABASE_URL: '', ...TEST_KDF_ENV };
  const args = ['--import', 'tsx', 'server/src/main.ts'];
  const after = await startServer({ name: 'after', args, env, cwd: AFTER });
  const before = await startServer({ name: 'before', args, env, cwd: BASE });
  const browser = await launchBrowser();
  try {
    const phone = {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    };
    const stamp = Date.now().toString(36);
    const [a, b, c] = await Promise.all(
      ['a', 'b', 'c'].map(async (who) =>
        person(await browser.newContext(phone), after.baseUrl, `ab${who}.${stamp}`),
      ),
    );
    if (!a || !b || !c) throw new Error('three people expected');
    a.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    await connect(a, b);
    await connect(a, c);
    await rateAll(b, (index) => 3 + (index % 3));
    await b.getByRole('button', { name: 'Save Preferences' }).click();
    await b.waitForURL('**/matches');
    const bId = await b.evaluate(
      async () => ((await (await fetch('/api/auth/me')).json()) as { user: { id: number } }).user.id,
    );
    await a.evaluate((id) => localStorage.setItem('selected-partner-id', String(id)), bId);
    await rateAll(a, (index) => 1 + (index % 5));
    await a.getByRole('button', { name: 'Save Preferences' }).click();
    await a.waitForURL('**/matches');
    const storage = await a.evaluate(() => JSON.stringify(Object.entries(localStorage)));
    await a.goto(new URL('/healthz-none', before.baseUrl).toString());
    await a.evaluate((s) => {
      for (const [k, v] of JSON.parse(s) as Array<[string, string]>) localStorage.setItem(k, v);
    }, storage);
    await a.addInitScript(OBSERVE_SCRIPT);
    const cdp = await a.context().newCDPSession(a);
    const rounds = { before: [] as PageSpeed[], after: [] as PageSpeed[] };
    for (let run = 0; run < RUNS * 2; run += 1) {
      const which = run % 2 === 0 ? 'before' : 'after';
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const round = await pageSpeedRound(a, (which === 'before' ? before : after).baseUrl, PASSWORD);
      const load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
      console.log(
        `${which} ${Math.floor(run / 2) + 1}: ${JSON.stringify(round, (_, v: unknown) => (typeof v === 'number' ? Math.round(v) : v))} load ${load}`,
      );
      rounds[which].push(round);
    }
    const keys = Object.keys(rounds.before[0] ?? {}) as Array<keyof PageSpeed>;
    console.log('\nmedians (before -> after):');
    for (const key of keys)
      console.log(
        `  ${key}: ${median(rounds.before.map((r) => r[key])).toFixed(0)} -> ${median(rounds.after.map((r) => r[key])).toFixed(0)}`,
      );
  } finally {
    await browser.close();
    await before.stop();
    await after.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
