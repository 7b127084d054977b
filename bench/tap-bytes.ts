import type { Request } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { rate } from '../e2e/support/journeys';
import { connect, createPerson } from '../e2e/support/people';
import { openSignedIn } from '../e2e/support/signed-in';
import { TEST_KDF_ENV } from '../test/support/registration';
import type { ServerProcess } from '../test/support/server-process';
import { median, runReport, withPerfServer } from './perf-server';

/*
 * Bytes one tap on an interest level sends, with one partner, in Chromium (issue 30's budget: at
 * most 25 KB): the autosave's requests from the tap until the page says 'Saved' and the share set
 * has gone up, headers and bodies as the browser counts them. A report, not a test.
 * Needs a built client: `npm run build`, then `npm run perf:client` (or `npx tsx bench/tap-bytes.ts`).
 */

const RUNS = Number(process.env.PERF_RUNS ?? 3);
/** Quiet time after the save that ends a tap's traffic: the share set goes up right after the document. */
const SETTLE_MS = 2_000;

runReport('tap bytes', () => withPerfServer('tap-bytes', TEST_KDF_ENV, measure));

async function measure(server: ServerProcess): Promise<void> {
  const browser = await launchBrowser();
  try {
    const [person, partner] = await Promise.all([createPerson(server.baseUrl), createPerson(server.baseUrl)]);
    await connect(server.baseUrl, person, partner);
    const { page } = await openSignedIn(browser, server.baseUrl, person, { viewport: 'phone' });
    await page.getByText('% complete').first().waitFor();
    const sent: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      // Whatever the unlock and the last run sent has settled before the tap.
      await page.waitForTimeout(SETTLE_MS);
      const requests: Request[] = [];
      const record = (request: Request) => requests.push(request);
      page.on('request', record);
      await rate(page, { name: 'Massage', interest: 1 + (run % 5) });
      await page
        .getByRole('status')
        .filter({ hasText: /^Saved$/ })
        .first()
        .waitFor();
      await page.waitForTimeout(SETTLE_MS);
      page.off('request', record);
      const lines = await Promise.all(
        requests.map(async (request) => {
          const sizes = await request.sizes();
          const bytes = sizes.requestHeadersSize + sizes.requestBodySize;
          return { what: `${request.method()} ${new URL(request.url()).pathname}`, bytes };
        }),
      );
      const total = lines.reduce((sum, line) => sum + line.bytes, 0);
      sent.push(total);
      console.log(
        `run ${run + 1}: ${(total / 1024).toFixed(1)} KB sent: ` +
          lines.map((line) => `${line.what} ${line.bytes} B`).join(', '),
      );
    }
    console.log(
      `\nOne tap with one partner, Chromium, ${RUNS} runs (median): ${(median(sent) / 1024).toFixed(1)} KB sent ` +
        '(headers and bodies; budget 25 KB)',
    );
  } finally {
    await browser.close();
  }
}
