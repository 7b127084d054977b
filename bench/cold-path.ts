import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { fillRegistration } from '../e2e/support/journeys';
import { TEST_KDF_ENV } from '../test/support/registration';
import type { ServerProcess } from '../test/support/server-process';
import { profiled } from './cpu-profile';
import {
  OBSERVE_SCRIPT,
  pageNow,
  TYPING_DELAY_MS,
  untilSettled,
  watchShown,
  type ShownTarget,
} from './page-speed';
import { PASSWORD } from './perf-people';
import { median, runReport, withPerfServer } from './perf-server';

/*
 * The first visit after signing in, as a person on a mid-range phone feels it (Chromium, 4x CPU
 * throttling, a 390x844 window): the password typed key by key, then from the 'Sign In' tap until
 * the dashboard is shown and settled; then, the dashboard read for 2 s, from the first tap on
 * Preferences in the bottom bar until its cards are. Each run is a new browser context with no
 * service worker, so nothing of the signed-in pages is cached: their code is fetched and run for
 * the first time, as after a sign-in on a new device (what the app loads while the person types
 * or reads is part of the path). Timed in the page's own clock (page-speed.ts): shown, then no
 * long frame for 600 ms. A new account, as a new user's first visit; the tests' KDF floor keeps
 * the key derivation's cost low (`npm run perf:login` has the real one). A report, not a test.
 * Run by `npm run perf:client` after it; `npm run perf:cold` alone. Needs `npm run build`.
 */

const RUNS = Number(process.env.PERF_RUNS ?? 3);
const THROTTLE = Number(process.env.PERF_THROTTLE ?? 4);
/** How long a person looks at the dashboard before the first tap (a glance at four cards). */
const READ_DASHBOARD_MS = 2_000;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** The dashboard's 'Invite Partner' card: nothing on /auth or in the bars links there. */
const DASHBOARD: ShownTarget = { selector: '#main a[href="/connect"] h2' };
const CARDS: ShownTarget = { selector: '[data-kink-id]' };

type ColdRun = { signInToDashboard: number; firstPreferences: number };

async function coldRun(browser: Browser, baseUrl: string, username: string): Promise<ColdRun> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE_SCRIPT);
    await page.goto(new URL('/auth', baseUrl).toString());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    // Typed as on a phone: what the app loads as a password is typed loads in that time, as for a person.
    await page.getByLabel('Username').fill(username);
    await page
      .getByLabel('Password', { exact: true })
      .pressSequentially(PASSWORD, { delay: TYPING_DELAY_MS });
    await watchShown(page, DASHBOARD);
    const signedIn = await pageNow(page);
    await page.getByRole('button', { name: 'Sign In' }).tap();
    const signInToDashboard = await untilSettled(page, signedIn, DASHBOARD);
    // A person reads the dashboard before choosing where to go: what the app does meanwhile counts.
    await page.waitForTimeout(READ_DASHBOARD_MS);
    await watchShown(page, CARDS);
    const tapped = await pageNow(page);
    const firstPreferences = await profiled(page, 'cold-first-preferences', async () => {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Preferences' }).tap();
      return untilSettled(page, tapped, CARDS);
    });
    return { signInToDashboard, firstPreferences };
  } finally {
    await context.close();
  }
}

async function measure(server: ServerProcess): Promise<void> {
  const browser = await launchBrowser();
  try {
    const username = `cold.${Date.now().toString(36)}`;
    const setup = await browser.newContext(PHONE);
    const page = await setup.newPage();
    await page.goto(new URL('/auth', server.baseUrl).toString());
    await fillRegistration(page, username, PASSWORD);
    await page.waitForURL('**/preferences');
    await setup.close();

    const runs: ColdRun[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      runs.push(await coldRun(browser, server.baseUrl, username));
      const { signInToDashboard, firstPreferences } = runs.at(-1) ?? {
        signInToDashboard: NaN,
        firstPreferences: NaN,
      };
      console.log(
        `cold run ${run + 1}: sign-in to the dashboard ${signInToDashboard.toFixed(0)} ms, first tap on Preferences to its cards ${firstPreferences.toFixed(0)} ms`,
      );
    }
    const mid = (key: keyof ColdRun) => median(runs.map((run) => run[key])).toFixed(0);
    console.log(
      `\nChromium, ${THROTTLE}x CPU throttling, phone window, a new account's first visit, nothing cached, ${RUNS} runs (median):\n` +
        `  Sign In tap to the dashboard settled: ${mid('signInToDashboard')} ms (budget 1,000 ms)\n` +
        `  first tap on Preferences to its cards settled: ${mid('firstPreferences')} ms (budget 1,000 ms)`,
    );
  } finally {
    await browser.close();
  }
}

runReport('cold path perf', () => withPerfServer('cold-perf', TEST_KDF_ENV, measure));
