import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoConsoleErrors, newPage, screenshot, type Viewport } from './support/browser';
import { acceptInvitation, ANONYMOUS_SESSION_CHECK } from './support/journeys';
import { sharedBrowser } from './support/shared-browser';

// The app shell: landing, info dialogs, not-found, protected routes, step bar, invite links.
// Texts come from the spec (000: route table, landing, not-found, step bar; 001: page title).

const baseUrl = inject('baseUrl');
const url = (pathAndQuery: string) => new URL(pathAndQuery, baseUrl).toString();

const PROTECTED_ROUTES = [
  '/dashboard',
  '/preferences',
  '/kinks',
  '/matches',
  '/resources',
  '/profile',
  '/partner/connect',
];

const browser = sharedBrowser();

/** Runs `body` in a fresh context (no cookies, no storage), then checks the console stayed clean. */
async function asVisitor(viewport: Viewport, body: (page: Page) => Promise<void>): Promise<void> {
  const { page, context, consoleErrors } = await newPage(browser(), {
    viewport,
    // An invitation whose code matches nobody is answered 404: the page says so in words.
    allowConsole: [ANONYMOUS_SESSION_CHECK, /status of 404\b.*\/api\/invitations\//],
  });
  try {
    await body(page);
    expectNoConsoleErrors(consoleErrors);
  } finally {
    await context.close();
  }
}

async function visible(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible' });
}

describe('app shell', () => {
  it.each<Viewport>(['phone', 'desktop'])(
    'landing renders on %s and Create Profile leads to /auth',
    (viewport) =>
      asVisitor(viewport, async (page) => {
        await page.goto(url('/'));
        await visible(page.getByRole('heading', { name: 'Discover Together' }));
        const createProfile = page
          .getByRole('button', { name: 'Create Profile' })
          .or(page.getByRole('link', { name: 'Create Profile' }))
          .first();
        const joinPartner = page
          .getByRole('button', { name: 'Join Partner' })
          .or(page.getByRole('link', { name: 'Join Partner' }))
          .first();
        await visible(createProfile);
        await visible(joinPartner);
        expect(await page.title()).toBe('Connect & Discover');
        await screenshot(page, `landing-${viewport}`);

        await createProfile.click();
        await page.waitForURL((u) => u.pathname === '/auth');
      }),
  );

  it("names in the page the code its first paint waits for: /auth's always, a signed-in page's with a session", async () => {
    const preloads = async (path: string, cookie?: string) => {
      const html = await (await fetch(url(path), cookie ? { headers: { cookie } } : {})).text();
      const links = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
      return {
        files: links.map((match) => match[1] ?? ''),
        sessionAnswer: html.includes('href="/api/auth/me"'),
      };
    };
    const landing = (await preloads('/')).files;
    const beyondLanding = async (path: string, cookie?: string) => {
      const { files, sessionAnswer } = await preloads(path, cookie);
      return { files: files.filter((file) => !landing.includes(file)), sessionAnswer };
    };
    const auth = await beyondLanding('/auth');
    expect(auth.files.length).toBeGreaterThan(0);
    expect(await beyondLanding('/auth', 'sid=any')).toEqual(auth);
    // Without a session a signed-in page sends the visitor on to /auth: nothing of its own to hint.
    expect(await beyondLanding('/matches')).toEqual({ files: [], sessionAnswer: false });
    const matches = await beyondLanding('/matches', 'sid=any');
    expect(matches.files.length).toBeGreaterThan(0);
    expect(matches.sessionAnswer).toBe(true);
    // What /preferences draws locked behind the password dialog, on top.
    const preferences = await beyondLanding('/preferences', 'sid=any');
    expect(preferences.files.slice(0, matches.files.length)).toEqual(matches.files);
    expect(preferences.files.length).toBeGreaterThan(matches.files.length);
    for (const file of new Set([...auth.files, ...preferences.files])) {
      const answer = await fetch(url(file));
      expect(answer.status, file).toBe(200);
      expect(answer.headers.get('content-type'), file).toContain('javascript');
    }
  });

  it("the app's bar shows before its code arrives, and the app takes it over without a second one", () =>
    asVisitor('phone', async (page) => {
      // The app's code is held back until the bar has been looked at.
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/*.js', async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(url('/'), { waitUntil: 'commit' });
      const name = page.getByRole('banner').getByRole('link', { name: 'Connect & Discover' });
      await visible(name);
      await page.evaluate(() => document.fonts.ready); // a font swap is not the app moving the bar
      const before = await name.boundingBox();
      release();
      await visible(page.getByRole('heading', { name: 'Discover Together' }));
      expect(await page.getByRole('banner').count()).toBe(1);
      // The same bar, where it was: nothing jumps as the app takes over.
      expect(await name.boundingBox()).toEqual(before);
    }));

  it("says so under the bar when the app's code cannot be fetched, instead of a blank page", async () => {
    const { page, context, consoleErrors } = await newPage(browser(), {
      viewport: 'phone',
      // The failed fetch and the entry's own report of it are the expected errors here.
      allowConsole: [/ERR_FAILED/, /The app could not be loaded/],
    });
    try {
      await page.route('**/assets/main-*.js', (route) => route.abort('failed'));
      await page.goto(url('/'));
      const notice = page.getByRole('alert');
      await visible(notice);
      expect(await notice.textContent()).toBe(
        'This page could not load. Check your connection, then reload the page.',
      );
      expect(await page.getByRole('banner').count()).toBe(1);
      await screenshot(page, 'app-not-loaded');
      // Once the connection is back, the offered reload brings the app.
      await page.unroute('**/assets/main-*.js');
      await page.getByRole('button', { name: 'Reload' }).click();
      await visible(page.getByRole('heading', { name: 'Discover Together' }));
      expectNoConsoleErrors(consoleErrors);
    } finally {
      await context.close();
    }
  });

  it('landing info dialogs open and close with Escape', () =>
    asVisitor('desktop', async (page) => {
      await page.goto(url('/'));
      await visible(page.getByRole('heading', { name: 'Discover Together' }));
      for (const title of ['Your Privacy & Security', 'Better Communication', 'Explore Desires']) {
        await page.getByRole('button', { name: title }).first().click();
        const dialog = page.getByRole('dialog');
        await visible(dialog);
        await visible(dialog.getByRole('heading', { name: title }));
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      }
    }));

  it('an unknown path shows the not-found page', () =>
    asVisitor('desktop', async (page) => {
      await page.goto(url('/no-such-page'));
      await visible(page.getByText('404 Page Not Found'));
      await visible(page.getByText('This page does not exist, or it has moved.', { exact: false }));
      await screenshot(page, 'not-found');
      // A visitor is offered the way home.
      await page.getByRole('link', { name: 'Back to home' }).click();
      await visible(page.getByRole('heading', { name: 'Discover Together' }));
    }));

  it.each(PROTECTED_ROUTES)('%s sends a visitor without a session to /auth', (route) =>
    asVisitor('desktop', async (page) => {
      await page.goto(url(route));
      await page.waitForURL((u) => u.pathname === '/auth');
    }),
  );

  it('the step bar on /auth shows four steps, 2-4 locked for a visitor', () =>
    asVisitor('desktop', async (page) => {
      await page.goto(url('/auth'));
      const nav = page.getByRole('navigation', { name: 'Progress' });
      await visible(nav);
      const buttons = nav.getByRole('button');
      await visible(buttons.first());
      expect(await buttons.count(), await nav.ariaSnapshot()).toBe(4);

      const steps = ['Profile', 'Preferences', 'Matches', 'Resources'] as const;
      for (const [index, label] of steps.entries()) {
        const number = index + 1;
        const step = nav.getByRole('button', { name: new RegExp(`^${number}(?!\\d).*${label}`) });
        expect(await step.count(), `step ${number} ${label}\n${await nav.ariaSnapshot()}`).toBe(1);
        if (number === 1) {
          expect(await step.isEnabled(), 'step 1 is always reachable').toBe(true);
        } else {
          expect(await step.isDisabled(), `step ${number} is locked`).toBe(true);
          expect(await step.getAttribute('title')).toMatch(/\(locked\)$/);
        }
      }
    }));

  it('an invite link introduces itself to a visitor, says when it is no longer valid, and keeps the code', () =>
    asVisitor('phone', async (page) => {
      await page.goto(url('/?invite=abc-XY12'));
      await page.getByText(/^Invalid invitation link\. The partner code may have expired/).waitFor();
      await acceptInvitation(page, 'You were invited to discover together');
      expect(new URL(page.url()).searchParams.get('invite')).toBe('abc-XY12');
      const pending = await page.evaluate(() => window.localStorage.getItem('pending-invite-code'));
      expect(pending).toBe('abc-XY12');
    }));
});
