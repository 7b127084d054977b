import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { snapshot } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromium, type BrowserContext } from 'playwright-core';
import { fillRegistration, skipTutorial, unlock } from '../e2e/support/journeys';
import { TEST_KDF_ENV } from '../test/support/registration';
import { freePort, type ServerProcess } from '../test/support/server-process';
import { runReport, withPerfServer } from './perf-server';

/*
 * Lighthouse 12 (mobile preset: its default config, a Moto G Power-sized screen, simulated slow
 * 4G and 4x CPU) against the built client served by the real server, on four pages: the landing
 * page and /auth as a new visitor (storage cleared), then /preferences and /matches signed in as
 * a person registered through the UI in the same browser profile. Keys live only in the tab's
 * memory, so a signed-in page audited after a navigation is the locked state (the password
 * dialog over the page), which is what a returning person sees first. A report, not a test.
 * Needs a built client: `npm run build`, then `npm run lighthouse`.
 */

const PASSWORD = 'slate harbor violet 58';
/** Lighthouse's own advice on a noisy machine: several runs, the median reported. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** A comma-separated subset (LIGHTHOUSE_PAGES=landing,auth) while working on one page; all by default. */
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',').map((page) => page.trim());
const wanted = (name: string) => !PAGES || PAGES.includes(name);
/*
 * The preset's 4x CPU slowdown presumes a fast desktop host (Lighthouse's benchmark index
 * 1,500-2,000); on a slower host it emulates a slower phone than the preset's. Each run prints
 * the host's index; LIGHTHOUSE_CPU_MULTIPLIER sets another slowdown for a calibrated second
 * opinion (4 x index / 1,750). The figures reported as the preset's are always run at 4x.
 */
const CPU_MULTIPLIER = Number(process.env.LIGHTHOUSE_CPU_MULTIPLIER ?? 4);
if (!(CPU_MULTIPLIER > 0)) throw new Error('LIGHTHOUSE_CPU_MULTIPLIER must be a positive number');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const OUT_DIR = path.resolve('test-results/lighthouse');
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

type PageResult = { name: string; scores: Record<string, number>; metrics: string; failing: string[] };

/** The load metrics printed next to the scores (a snapshot has none). */
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time'] as const;

/** Lighthouse's result, only the parts read here. */
type Audit = {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
};
type Lhr = {
  environment: { benchmarkIndex: number };
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, Audit>;
  runtimeError?: { message: string };
};

/** Scores (0-100) and the audits below their mark, from one Lighthouse result. */
function summarize(lhr: Lhr, name: string): PageResult {
  if (lhr.runtimeError) throw new Error(`${name}: ${lhr.runtimeError.message}`);
  const present = CATEGORIES.filter((id) => lhr.categories[id]);
  const scores = Object.fromEntries(
    present.map((id) => [id, Math.round((lhr.categories[id]?.score ?? NaN) * 100)]),
  );
  const failing = new Set<string>();
  for (const id of present) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const item = lhr.audits[ref.id];
      if (!item || item.score === null || item.score >= 1) continue;
      if (['notApplicable', 'manual', 'informative'].includes(item.scoreDisplayMode)) continue;
      // Performance metrics score on a curve: only those below Lighthouse's green (0.9) count.
      if (item.scoreDisplayMode === 'numeric' && item.score >= 0.9) continue;
      // Weight 0 (diagnostics, insights) does not move the score: marked apart.
      const kind = ref.weight > 0 ? '' : ' [diagnostic]';
      failing.add(
        `${id}: ${item.id} (${item.title})${item.displayValue ? ` ${item.displayValue}` : ''} score ${item.score}${kind}`,
      );
    }
  }
  const metrics = METRICS.map((id) => lhr.audits[id]?.displayValue ?? '-').join(' | ');
  return { name, scores, metrics, failing: [...failing] };
}

/** RUNS navigations of one page; the run with the median performance score is the one reported. */
async function audit(
  port: number,
  url: string,
  name: string,
  signedIn: boolean,
  beforeEachRun: () => Promise<void> = async () => {},
): Promise<PageResult> {
  const runs: Array<{ result: PageResult; lhr: unknown }> = [];
  for (let run = 0, retried = false; run < RUNS; run += 1) {
    await beforeEachRun();
    const runner = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // Lighthouse's storage reset also clears cookies: it would sign the person out.
      disableStorageReset: signedIn,
      throttling: { cpuSlowdownMultiplier: CPU_MULTIPLIER },
    });
    if (!runner) throw new Error(`${name}: Lighthouse returned nothing`);
    // On a busy machine the trace now and then misses its start (NO_NAVSTART): one more try.
    if ((runner.lhr as unknown as Lhr).runtimeError && !retried) {
      retried = true;
      run -= 1;
      continue;
    }
    const lhr = runner.lhr as unknown as Lhr;
    const result = summarize(lhr, name);
    const index = Math.round(lhr.environment.benchmarkIndex);
    console.log(
      `${name} run ${run + 1}: performance ${result.scores.performance} (host benchmark index ${index})`,
    );
    runs.push({ result, lhr: runner.lhr });
  }
  runs.sort((a, b) => (a.result.scores.performance ?? 0) - (b.result.scores.performance ?? 0));
  const median = runs[Math.floor(runs.length / 2)];
  if (!median) throw new Error(`${name}: no run`);
  fs.writeFileSync(path.join(OUT_DIR, `${name}.json`), JSON.stringify(median.lhr));
  const all = runs.map((r) => r.result.scores.performance).join(', ');
  return {
    ...median.result,
    failing: [`performance of every run, low to high: ${all}`, ...median.result.failing],
  };
}

/** The page as it is now (after an unlock), in snapshot mode: no load metrics, the rest as usual. */
async function snapshotOf(port: number, url: string, name: string): Promise<PageResult> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  try {
    const pages = await browser.pages();
    const target = pages.find((candidate) => candidate.url() === url);
    if (!target) throw new Error(`${name}: no tab at ${url}`);
    // Judged at rest (spinners aside): a dialog caught fading in has its colours half blended, a
    // contrast failure of a frame nobody reads.
    await target.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    );
    // Load metrics and indexing headers belong to a navigation: judged on the loads above.
    const onlyCategories = ['accessibility', 'best-practices'];
    const runner = await snapshot(target, { flags: { logLevel: 'error', onlyCategories } });
    if (!runner) throw new Error(`${name}: Lighthouse returned nothing`);
    fs.writeFileSync(path.join(OUT_DIR, `${name.split(',')[0]}-unlocked.json`), JSON.stringify(runner.lhr));
    return summarize(runner.lhr as unknown as Lhr, name);
  } finally {
    await browser.disconnect();
  }
}

/** A cold load for the signed-in pages: no HTTP cache, no service worker, cookies kept. */
async function coldButSignedIn(context: BrowserContext, origin: string): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'cache_storage,service_workers' });
  await cdp.detach();
}

// The tests' KDF floor: sign-up is not what is audited, and it keeps the run short.
runReport('lighthouse', () => withPerfServer('lighthouse', TEST_KDF_ENV, auditAll));

async function auditAll(server: ServerProcess): Promise<void> {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-lighthouse-profile-'));
  const port = await freePort();
  // One profile for Playwright and Lighthouse: the cookie set by the sign-up is the one audited.
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    viewport: { width: 390, height: 844 },
    // Playwright turns the back/forward cache off; a visitor's Chromium has it (Lighthouse audits it).
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  const results: PageResult[] = [];
  try {
    const at = (page: string) => new URL(page, server.baseUrl).toString();
    if (wanted('landing')) results.push(await audit(port, at('/'), 'landing', false));
    if (wanted('auth')) results.push(await audit(port, at('/auth'), 'auth', false));
    if (wanted('preferences') || wanted('matches') || wanted('unlocked')) {
      results.push(...(await auditSignedIn(context, port, server.baseUrl)));
    }
  } finally {
    await context.close();
    fs.rmSync(profileDir, { recursive: true, force: true });
  }
  printResults(results);
}

/** The signed-in pages: registered through the UI, then audited locked and (snapshots) unlocked. */
async function auditSignedIn(context: BrowserContext, port: number, origin: string): Promise<PageResult[]> {
  const results: PageResult[] = [];
  const at = (page: string) => new URL(page, origin).toString();
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(at('/auth'));
  await fillRegistration(page, `lh.${Date.now().toString(36)}`, PASSWORD);
  await page.waitForURL('**/preferences');
  // The service worker registers after the page's load and precaches every chunk: let it finish,
  // or its fetches refill the HTTP cache after coldButSignedIn cleared it (a warm, wrong audit).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto('about:blank');

  for (const [name, url] of [
    ['preferences', '/preferences'],
    ['matches', '/matches'],
  ] as const) {
    if (!wanted(name)) continue;
    // Before every run: the previous run's page installed the service worker, which would answer
    // the next one from its cache (a warm load, not what a returning person's first visit is).
    results.push(await audit(port, at(url), name, true, () => coldButSignedIn(context, origin)));
  }

  // The same pages unlocked, as a person uses them: the 136 cards, then the matches page.
  if (!wanted('unlocked')) return results;
  await page.goto(at('/preferences'));
  await unlock(page, PASSWORD);
  // The page loads once the password is sent (it waits behind the dialog until then): its list
  // and, for a new person, the tutorial over it come together, so wait for the list first.
  await page.getByText('% complete').first().waitFor();
  const tutorial = page.getByRole('dialog', { name: 'Welcome to Preferences' });
  if (await tutorial.isVisible()) await skipTutorial(page);
  results.push(await snapshotOf(port, page.url(), 'preferences, unlocked (snapshot)'));
  await page.locator('a[href="/matches"]').last().click();
  await page.waitForURL('**/matches');
  await page.waitForLoadState('networkidle');
  results.push(await snapshotOf(port, page.url(), 'matches, unlocked (snapshot)'));
  return results;
}

function printResults(results: PageResult[]): void {
  console.log(
    `\nLighthouse 12, mobile preset (simulated throttling, CPU ${CPU_MULTIPLIER}x), median of ${RUNS} runs, ${new Date().toISOString()}`,
  );
  console.log('| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT |');
  console.log('| ---- | ----------- | ------------- | -------------- | --- | --- | --- | --- |');
  for (const { name, scores, metrics } of results) {
    console.log(`| ${name} | ${CATEGORIES.map((id) => scores[id] ?? '-').join(' | ')} | ${metrics} |`);
  }
  for (const { name, failing } of results) {
    console.log(`\n${name}: ${failing.length ? '' : 'no failing audit'}`);
    for (const line of failing) console.log(`  - ${line}`);
  }
  console.log(`\nFull reports: ${path.relative(process.cwd(), OUT_DIR)}/*.json`);
}
