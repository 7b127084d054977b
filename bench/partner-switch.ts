import type { Page } from 'playwright-core';
import type { PreferenceBlob } from '@core/api/preferences';
import { launchBrowser } from '../e2e/support/browser';
import { unlock } from '../e2e/support/journeys';
import { catalogue, connect, createPerson, saveAnswers, share, type ApiPerson } from '../e2e/support/people';
import { openSignedIn } from '../e2e/support/signed-in';
import { TEST_KDF_ENV } from '../test/support/registration';
import type { ServerProcess } from '../test/support/server-process';
import { profiled } from './cpu-profile';
import { OBSERVE_SCRIPT, untilSettled, watchShown } from './page-speed';
import { median, runReport, withPerfServer } from './perf-server';

/*
 * A partner switch in the matches page's picker, as a person on a mid-range phone feels it
 * (Chromium, 4x CPU throttling, a 390x844 window): from the tap on View Matches until the chosen
 * partner's first match card is shown and the page settled. A has three partners, each with every
 * activity in common with A (the fullest page). The picker is used at a person's pace: it stays
 * open HUMAN_PACE_MS between opening and the tap, as a person reads the names. Each run goes to a
 * partner not shown before in that page's life (the first view of that partner), then back to one
 * already seen. A report, not a test. Needs `npm run build`.
 */

const RUNS = Number(process.env.PERF_RUNS ?? 3);
const THROTTLE = Number(process.env.PERF_THROTTLE ?? 4);
const HUMAN_PACE_MS = 1_000;

type Scene = { a: ApiPerson; partners: ApiPerson[] };

async function scene(baseUrl: string): Promise<Scene> {
  const people = await Promise.all(
    ['Alex', 'Blake', 'Casey', 'Drew'].map((name) => createPerson(baseUrl, name)),
  );
  const [a, ...partners] = people;
  if (!a) throw new Error('four people expected');
  const kinks = await catalogue(baseUrl, a);
  const answers = new Map<number, PreferenceBlob>(
    kinks.map((kink, index) => [
      kink.id,
      {
        hasExperienced: false,
        experienceRating: '3',
        interestLevel: (['3', '4', '5'] as const)[index % 3] ?? '3',
        detailOptions: {},
      },
    ]),
  );
  await Promise.all(people.map((person) => saveAnswers(baseUrl, person, kinks, answers)));
  for (const partner of partners) {
    const connectionId = await connect(baseUrl, a, partner);
    await share(baseUrl, a, partner, connectionId, kinks, answers);
    await share(baseUrl, partner, a, connectionId, kinks, answers);
  }
  return { a, partners };
}

const cardsOf = (partner: ApiPerson) => ({
  selector: `[data-partner-id="${partner.userId}"] [data-testid="match-card"]`,
});

type Switch = { shown: number; settled: number };

async function switchTo(page: Page, partner: ApiPerson): Promise<Switch> {
  await page.getByRole('button', { name: 'Change Partner' }).first().tap();
  const dialog = page.getByRole('dialog', { name: 'Select a Partner' });
  await dialog.getByRole('combobox').tap();
  await page.getByRole('option', { name: new RegExp(`@${partner.username}\\)`) }).tap();
  await page.waitForTimeout(HUMAN_PACE_MS);
  await watchShown(page, cardsOf(partner));
  // From the tap itself (the event's own time), not from before Playwright's checks of the
  // button, which on a throttled page of 136 cards take longer than the switch.
  await page.evaluate(() => {
    document.addEventListener(
      'pointerdown',
      (event) => ((window as unknown as { __tapAt: number }).__tapAt = event.timeStamp),
      { capture: true, once: true },
    );
  });
  await dialog.getByRole('button', { name: 'View Matches' }).tap();
  const tapped = await page.evaluate(() => (window as unknown as { __tapAt: number }).__tapAt);
  const settled = await untilSettled(page, tapped, cardsOf(partner));
  const shownAt = await page.evaluate(() => (window as unknown as { __shownAt: number }).__shownAt);
  return { shown: shownAt - tapped, settled };
}

const said = (run: Switch | undefined) =>
  run ? `first card shown ${run.shown.toFixed(0)} ms, settled ${run.settled.toFixed(0)} ms` : 'no figure';
const middle = (runs: Switch[]): Switch => ({
  shown: median(runs.map((run) => run.shown)),
  settled: median(runs.map((run) => run.settled)),
});

async function measure(server: ServerProcess): Promise<void> {
  const { a, partners } = await scene(server.baseUrl);
  const [first, ...others] = partners;
  if (!first) throw new Error('three partners expected');
  const browser = await launchBrowser();
  try {
    const firstViews: Switch[] = [];
    const againViews: Switch[] = [];
    const { page, context } = await openSignedIn(browser, server.baseUrl, a, {
      viewport: 'phone',
      path: `/matches?partnerId=${first.userId}`,
    });
    await page.addInitScript(OBSERVE_SCRIPT);
    const cdp = await context.newCDPSession(page);
    for (let run = 0; run < RUNS; run += 1) {
      // A new page life each run: nothing of the other partners is in memory.
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await page.goto(new URL(`/matches?partnerId=${first.userId}`, server.baseUrl).toString());
      await unlock(page, a.password);
      await page.locator(cardsOf(first).selector).first().waitFor();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
      const next = others[run % others.length] ?? first;
      firstViews.push(await profiled(page, `switch-new-${run}`, () => switchTo(page, next)));
      againViews.push(await profiled(page, `switch-back-${run}`, () => switchTo(page, first)));
      console.log(
        `run ${run + 1}: to a partner not yet shown ${said(firstViews.at(-1))}, back to one shown ${said(againViews.at(-1))}`,
      );
    }
    await context.close();
    console.log(
      `\nChromium, ${THROTTLE}x CPU throttling, phone window, three partners with every activity in common, ` +
        `the picker open ${HUMAN_PACE_MS} ms, ${RUNS} runs (median), View Matches tap to the first card settled:\n` +
        `  a partner not yet shown on this page: ${said(middle(firstViews))} (budget 300 ms)\n` +
        `  back to a partner shown before: ${said(middle(againViews))} (budget 300 ms)`,
    );
  } finally {
    await browser.close();
  }
}

runReport('partner switch perf', () => withPerfServer('switch-perf', TEST_KDF_ENV, measure));
