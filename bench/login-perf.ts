import fs from 'node:fs';
import { DEFAULT_ARGON2ID } from '../core/crypto/kdf-params';
import { launchBrowser } from '../e2e/support/browser';
import { fillRegistration } from '../e2e/support/journeys';
import type { ServerProcess } from '../test/support/server-process';
import { median, runReport, withPerfServer } from './perf-server';

/*
 * Sign-in on a mid-range phone with the production KDF (Argon2id, DEFAULT_ARGON2ID): from the
 * 'Sign In' tap to the preferences page, in Chromium with CPU throttling and a 390x844 window.
 * DevTools throttling reaches the KDF's Web Worker only in part, so the script also times the
 * same derivation on a throttled main thread and reports sign-in with that figure swapped in.
 * A report, not a test. Needs a built client: `npm run build`, then `npm run perf:login`.
 */

const RUNS = Number(process.env.PERF_RUNS ?? 3);
const THROTTLE = Number(process.env.PERF_THROTTLE ?? 4);
const PASSWORD = 'slate harbor violet 58';

// The server's own defaults: the production Argon2id cost, not the tests' floor.
runReport('login perf', () => withPerfServer('login-perf', {}, measure));

async function measure(server: ServerProcess): Promise<void> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    const page = await context.newPage();
    const username = `login.${Date.now().toString(36)}`;
    await page.goto(new URL('/auth', server.baseUrl).toString());
    await fillRegistration(page, username, PASSWORD);
    await page.waitForURL('**/preferences');

    const cdp = await context.newCDPSession(page);
    const logins: number[] = [];
    const inWorker: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await page.evaluate(() => fetch('/api/auth/logout', { method: 'POST' }));
      await page.goto(new URL('/auth', server.baseUrl).toString());
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
      const started = Date.now();
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
      logins.push(Date.now() - started);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const kdf = await page.evaluate(
        () => performance.getEntriesByName('kdf', 'measure').at(-1)?.duration ?? NaN,
      );
      inWorker.push(kdf);
      console.log(
        `run ${run + 1}: sign-in ${logins.at(-1)} ms, of which the KDF in its worker ${kdf.toFixed(0)} ms`,
      );
    }

    // The same derivation on a page's main thread, where the throttling certainly applies: an
    // unrestricted page (about:blank) loads hash-wasm's Argon2id build, the one the worker bundles.
    const bare = await context.newPage();
    await bare.goto('about:blank');
    await bare.addScriptTag({
      content: fs.readFileSync('node_modules/hash-wasm/dist/argon2.umd.min.js', 'utf8'),
    });
    const bareCdp = await context.newCDPSession(bare);
    await bareCdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    const onMain: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      onMain.push(
        await bare.evaluate(async (params) => {
          const started = performance.now();
          const lib = (window as unknown as { hashwasm: { argon2id(options: object): Promise<Uint8Array> } })
            .hashwasm;
          await lib.argon2id({
            password: 'a password',
            salt: 'connect-discover/v1/user/someone',
            memorySize: params.memoryKiB,
            iterations: params.iterations,
            parallelism: params.parallelism,
            hashLength: 32,
            outputType: 'binary',
          });
          return performance.now() - started;
        }, DEFAULT_ARGON2ID),
      );
    }
    const estimate = median(logins) - median(inWorker) + median(onMain);

    console.log(
      `\nChromium, ${THROTTLE}x CPU throttling, phone window, Argon2id ${DEFAULT_ARGON2ID.memoryKiB / 1024} MiB, ` +
        `${DEFAULT_ARGON2ID.iterations} passes, ${RUNS} runs (median):\n` +
        `  sign-in, tap to next page: ${median(logins).toFixed(0)} ms, the KDF in its worker ${median(inWorker).toFixed(0)} ms\n` +
        `  the KDF on a throttled main thread: ${median(onMain).toFixed(0)} ms\n` +
        `  sign-in with the KDF fully throttled (estimate): ${estimate.toFixed(0)} ms (budget 1,500 ms)`,
    );
  } finally {
    await browser.close();
  }
}
