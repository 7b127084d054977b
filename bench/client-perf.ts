import type { Page } from 'playwright-core';
import { FIRST_FRAME_CARDS } from '../client/src/features/matches/first-frame';
import { launchBrowser } from '../e2e/support/browser';
import { rate, skipTutorial } from '../e2e/support/journeys';
import { TEST_KDF_ENV } from '../test/support/registration';
import type { ServerProcess } from '../test/support/server-process';
import { OBSERVE_SCRIPT, pageSpeedRound, type PageSpeed } from './page-speed';
import { PASSWORD, ratedScene } from './perf-people';
import { median, runReport, withPerfServer } from './perf-server';

/*
 * The client's own budgets on a mid-range phone (Chromium with 4x CPU throttling, a 390x844
 * window): a save with two partners (seal 136 rows, upload, seal and upload a share set per
 * partner), and the matches page's time to show its cards, every activity rated by both. Read
 * from the app's User Timing marks (client/src/lib/perf-marks.ts). A report, not a test.
 * Needs a built client: `npm run build`, then `npm run perf:client`.
 */

const RUNS = Number(process.env.PERF_RUNS ?? 3);
/** 4x stands in for a mid-range phone; PERF_THROTTLE=1 measures this machine as it is. */
const THROTTLE = Number(process.env.PERF_THROTTLE ?? 4);
async function measured(page: Page, name: string): Promise<number> {
  await page.waitForFunction((n) => performance.getEntriesByName(n, 'measure').length > 0, name);
  const value = await page.evaluate(
    (n) => performance.getEntriesByName(n, 'measure').at(-1)?.duration ?? NaN,
    name,
  );
  // Only this one: the next step's measure may already be there (a fast save lands on the matches).
  await page.evaluate((n) => performance.clearMeasures(n), name);
  return value;
}

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
}

runReport('client perf', () => withPerfServer('perf', TEST_KDF_ENV, measure));

async function measure(server: ServerProcess): Promise<void> {
  const browser = await launchBrowser();
  try {
    const a = await ratedScene(browser, server.baseUrl, 'perf');
    await throttle(a);
    const saves: number[] = [];
    const shows: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await a.getByRole('button', { name: 'Save Preferences' }).click();
      saves.push(await measured(a, 'save'));
      // No inner named functions here: tsx would wrap them in a helper the page does not have.
      const steps = await a.evaluate(() =>
        ['save:start', 'save:sealed', 'save:uploaded'].map(
          (name) => performance.getEntriesByName(name, 'mark').at(-1)?.startTime ?? NaN,
        ),
      );
      const [start = NaN, sealedAt = NaN, uploadedAt = NaN] = steps;
      console.log(
        `  seal ${(sealedAt - start).toFixed(0)} ms, upload and lists ${(uploadedAt - sealedAt).toFixed(0)} ms, ` +
          `share sets ${(start + (saves.at(-1) ?? NaN) - uploadedAt).toFixed(0)} ms`,
      );
      await a.waitForURL('**/matches');
      shows.push(
        await measured(a, 'matches:shown').catch(async (error: unknown) => {
          await a.screenshot({ path: 'test-results/perf-failed.png' });
          throw error;
        }),
      );
      // Counted once all are drawn: the first frame shows six, the rest follow it.
      await a.getByRole('link', { name: 'View Resources' }).nth(FIRST_FRAME_CARDS).waitFor();
      const cards = await a.getByTestId('match-card').count();
      console.log(
        `run ${run + 1}: save with 2 partners ${saves.at(-1)?.toFixed(0)} ms, matches shown ${shows.at(-1)?.toFixed(0)} ms (${cards} cards)`,
      );
      // Back to the preferences the way a person would: the keys stay in memory, so no KDF is measured.
      await a.locator('a[href="/preferences"]').last().click();
      await a
        .getByText('% complete')
        .first()
        .waitFor()
        .catch(async (error: unknown) => {
          await a.screenshot({ path: 'test-results/perf-failed.png' });
          throw error;
        });
      const tutorial = a.getByRole('dialog', { name: 'Welcome to Preferences' });
      if (await tutorial.isVisible()) await skipTutorial(a);
      // A changed rating, so there is something to save.
      await rate(a, { name: 'Massage', interest: 1 + (run % 5) });
    }
    // Page speed: every frame and tap timed by the browser from the next document on.
    // The last rating's autosave first: a reload with changes pending asks to stay on the page.
    await a
      .getByRole('status')
      .filter({ hasText: /^Saved$/ })
      .first()
      .waitFor();
    await a.addInitScript(OBSERVE_SCRIPT);
    const rounds: PageSpeed[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const round = await pageSpeedRound(a, server.baseUrl, PASSWORD);
      console.log(
        `page speed run ${run + 1}: ${JSON.stringify(round, (_, v: unknown) => (typeof v === 'number' ? Math.round(v) : v))}`,
      );
      rounds.push(round);
    }
    const mid = (key: keyof PageSpeed) => median(rounds.map((round) => round[key])).toFixed(0);
    console.log(
      `\nChromium, ${THROTTLE}x CPU throttling, phone window, ${RUNS} runs (median):\n` +
        `  save, 136 activities, 2 partners (seal, tokens, upload): ${median(saves).toFixed(0)} ms (budget 300 ms, KDF aside)\n` +
        `  matches page, open to cards shown: ${median(shows).toFixed(0)} ms\n` +
        `  preferences, tap in the bottom bar to settled (no long frame for 600 ms after): ${mid('toPreferences')} ms (budget 1,000 ms)\n` +
        `  a category chip, tap to next paint: ${mid('chipChange')} ms; back to 'All Categories': ${mid('allCategories')} ms (budget 100 ms), its whole list settled: ${mid('allCategoriesSettled')} ms\n` +
        `  search, a key to next paint (longest of two): ${mid('searchKey')} ms (budget 100 ms)\n` +
        `  unlock on the preferences, tap to cards settled: ${mid('unlockToCards')} ms, of which the KDF ${mid('kdf')} ms (budget 1,000 ms + KDF)\n` +
        `  the same, the password typed at a person's pace first: ${mid('unlockTyped')} ms\n` +
        `  unlock on the matches, tap to cards settled: ${mid('matchesAfterUnlock')} ms (budget 1,000 ms + KDF)`,
    );
  } finally {
    await browser.close();
  }
}
