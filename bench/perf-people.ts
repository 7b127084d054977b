import type { Browser, BrowserContext, Page } from 'playwright-core';
import { fillRegistration, rate, skipTutorial } from '../e2e/support/journeys';

/** The measurement scripts' people all share this password (the tests' KDF keeps sign-in quick). */
export const PASSWORD = 'slate harbor violet 58';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

async function person(context: BrowserContext, baseUrl: string, name: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(new URL('/auth', baseUrl).toString());
  await fillRegistration(page, name, PASSWORD);
  await page.waitForURL('**/preferences');
  await skipTutorial(page);
  return page;
}

/** A JSON request made by the page itself, with its session cookie. */
export const api = <T>(page: Page, method: string, url: string, body?: unknown): Promise<T> =>
  page.evaluate(
    async ({ method, url, body }) => {
      const response = await fetch(url, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status}`);
      return (await response.json()) as T;
    },
    { method, url, body },
  );

async function connect(inviter: Page, joiner: Page): Promise<void> {
  const { user } = await api<{ user: { code: string } }>(inviter, 'GET', '/api/auth/me');
  await api(joiner, 'POST', '/api/secure-connections', { code: user.code });
}

/** Rates every activity on the page, interest from `level(index)`. */
async function rateAll(page: Page, level: (index: number) => number): Promise<void> {
  // Each activity card is a group named by its heading (aria-labelledby).
  const names = await page
    .locator('[role="group"][aria-labelledby]')
    .evaluateAll((cards) =>
      cards.map(
        (card) => document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
      ),
    );
  for (const [index, name] of names.entries()) await rate(page, { name, interest: level(index) });
}

/**
 * The scene of the client measurements, on phone-sized pages: A connected to B and C, B has saved
 * every activity a little liked (a full matches page for A), and A has rated every activity but not
 * saved yet, with the matches page set to open on B. Returns A's page.
 */
export async function ratedScene(browser: Browser, baseUrl: string, prefix: string): Promise<Page> {
  const stamp = Date.now().toString(36);
  const [a, b, c] = await Promise.all(
    ['a', 'b', 'c'].map(async (who) =>
      person(await browser.newContext(PHONE), baseUrl, `${prefix}${who}.${stamp}`),
    ),
  );
  if (!a || !b || !c) throw new Error('three people expected');
  // A figure from a broken page is no figure: say what went wrong in it.
  a.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  a.on('console', (message) => message.type() === 'error' && console.error(`console: ${message.text()}`));
  await connect(a, b);
  await connect(a, c);
  await rateAll(b, (index) => 3 + (index % 3));
  await b.getByRole('button', { name: 'Save Preferences' }).click();
  await b.waitForURL('**/matches');
  // A has two partners: the matches page opens on B, as after choosing B once.
  const { user: bUser } = await api<{ user: { id: number } }>(b, 'GET', '/api/auth/me');
  await a.evaluate((id) => localStorage.setItem('selected-partner-id', String(id)), bUser.id);
  await rateAll(a, (index) => 1 + (index % 5));
  return a;
}
