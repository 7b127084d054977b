import fs from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Request,
} from 'playwright-core';
import { RESULTS_DIR } from './paths';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * Launches Chromium: $CHROMIUM_PATH if set, else Debian's /usr/bin/chromium, else the browser
 * `npx playwright install chromium` downloaded.
 */
export async function launchBrowser(): Promise<Browser> {
  const candidates: Array<string | undefined> = process.env.CHROMIUM_PATH
    ? [process.env.CHROMIUM_PATH]
    : fs.existsSync(DEBIAN_CHROMIUM)
      ? [DEBIAN_CHROMIUM, undefined]
      : [undefined];
  const failures: string[] = [];
  for (const executablePath of candidates) {
    try {
      return await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
      failures.push(`${executablePath ?? "Playwright's own Chromium"}: ${message}`);
    }
  }
  throw new Error(
    'No Chromium found: install Debian chromium (apt-get install chromium) or set CHROMIUM_PATH.\n' +
      failures.join('\n'),
  );
}

export type Viewport = 'phone' | 'desktop';

export type NewPageOptions = {
  viewport: Viewport;
  /** Console errors that are expected here, e.g. the browser's own line for an expected 401. */
  allowConsole?: RegExp[];
  /** This context's forwarded address, e.g. the one a person made through the API signed up from. */
  address?: string;
  /** What the device holds before the first page: cookies and local storage (support/signed-in.ts). */
  storageState?: BrowserContextOptions['storageState'];
};

export type GuardedPage = {
  page: Page;
  context: BrowserContext;
  /** Every unexpected console error and uncaught page error, as `text [url]`. */
  consoleErrors: string[];
  /**
   * Resolves once no API request of this page is in flight (the long-lived event stream aside)
   * for 300 ms: before a test cuts the network, so what the page was still loading does not fail.
   */
  apiQuiet: () => Promise<void>;
};

const QUIET_MS = 300;

function isStream(url: string): boolean {
  return new URL(url).pathname === '/api/events';
}

/**
 * Each context is its own person on its own network: the e2e server trusts one proxy hop, and
 * every context sends a distinct forwarded address, so per-address rate limits (10 sign-ups an
 * hour) count each person apart, as they would in production. Random, not counted: Vitest loads
 * this module afresh for each test file, so a counter would hand the same addresses to every file
 * and the eleventh file's first sign-up would be refused.
 */
function clientAddress(): string {
  const [a = 0, b = 0, c = 0] = crypto.getRandomValues(new Uint8Array(3));
  return `10.${a}.${b}.${(c % 254) + 1}`;
}

/** A fresh context (no cookies, no storage) and one page with a console-error guard. */
export async function newPage(browser: Browser, options: NewPageOptions): Promise<GuardedPage> {
  const context = await browser.newContext({
    ...(options.viewport === 'phone'
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
      : { viewport: { width: 1280, height: 800 } }),
    extraHTTPHeaders: { 'X-Forwarded-For': options.address ?? clientAddress() },
    storageState: options.storageState,
  });
  const page = await context.newPage();
  const allow = options.allowConsole ?? [];
  const consoleErrors: string[] = [];
  const record = (entry: string) => {
    if (!allow.some((pattern) => pattern.test(entry))) consoleErrors.push(entry);
  };
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const url = message.location().url;
    record(url ? `${message.text()} [${url}]` : message.text());
  });
  page.on('pageerror', (error) => record(`Uncaught ${error.stack ?? error.message}`));
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/') && !isStream(request.url()))
      inFlight.add(request);
  });
  const done = (request: Request) => inFlight.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const apiQuiet = async () => {
    for (let quietSince = Date.now(); Date.now() - quietSince < QUIET_MS;) {
      if (inFlight.size > 0) quietSince = Date.now();
      await page.waitForTimeout(50);
    }
  };
  return { page, context, consoleErrors, apiQuiet };
}

export function expectNoConsoleErrors(consoleErrors: string[]): void {
  if (consoleErrors.length === 0) return;
  throw new Error(
    `Unexpected console errors (${consoleErrors.length}):\n${consoleErrors.map((e) => `  - ${e}`).join('\n')}`,
  );
}

/** Saves test-results/screenshots/{name}.png (the full page unless told); returns the path. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<string> {
  const dir = path.join(RESULTS_DIR, 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  // Finite animations run to their end first: a dialog caught fading in looks broken in the image
  // (its colours half blended with the page behind) though a person sees it settled a moment later.
  await page.screenshot({ path: file, fullPage, animations: 'disabled' });
  return file;
}
