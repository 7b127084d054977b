import { describe, expect, inject, it } from 'vitest';
import { expectNoConsoleErrors, newPage } from './support/browser';
import { createPerson } from './support/people';
import { sharedBrowser } from './support/shared-browser';
import { openSignedIn } from './support/signed-in';

const baseUrl = inject('baseUrl');
const url = (path: string) => new URL(path, baseUrl).toString();

const browser = sharedBrowser();

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
};

describe('installable app', () => {
  it('serves a manifest whose icons exist', async () => {
    const manifest = await fetch(url('/manifest.webmanifest'));
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const body = (await manifest.json()) as Manifest;
    expect(body).toMatchObject({ name: 'Connect & Discover', start_url: '/', display: 'standalone' });
    expect(body.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of body.icons) {
      const answer = await fetch(url(icon.src));
      expect(answer.status, icon.src).toBe(200);
      expect(answer.headers.get('content-type'), icon.src).toContain(icon.type);
    }
  });

  it('opens offline with the app shell and says so, and keeps no API answer', async () => {
    const { page, context, consoleErrors } = await newPage(browser(), { viewport: 'phone' });
    await page.goto(url('/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    const scriptUrl = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL ?? '';
    });
    expect(new URL(scriptUrl).pathname).toBe('/sw.js');
    // Controlled from the next load on; an API call made then must not reach the worker's cache.
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await page.evaluate(() => fetch('/api/health').then((answer) => answer.text()));
    const cached = await page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys())
          paths.push(new URL(request.url).pathname);
      }
      return paths;
    });
    expect(cached).toContain('/');
    expect(cached.filter((path) => path.startsWith('/api/'))).toEqual([]);
    expect(
      cached.every((path) => path === '/' || path.startsWith('/assets/') || /^\/[\w./-]+$/.test(path)),
    ).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('status').filter({ hasText: 'You are offline.' }).waitFor();
    // Another page of the app opens offline too: every path is the same shell.
    await page.goto(url('/auth'));
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'You are offline.' }).waitFor();

    await context.setOffline(false);
    await page.getByRole('status').filter({ hasText: 'You are offline.' }).waitFor({ state: 'detached' });
    expectNoConsoleErrors(consoleErrors);
    await context.close();
  });

  it('keeps a signed-in person signed in while the server cannot answer, and goes on once it can', async () => {
    const { page, context, consoleErrors } = await openSignedIn(
      browser(),
      baseUrl,
      await createPerson(baseUrl),
      {
        viewport: 'phone',
        allowConsole: [/status of 503\b/],
      },
    );
    // The server is briefly unavailable when the page is opened again.
    let unavailable = true;
    await page.route('**/api/auth/me', (route) =>
      unavailable
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ error: 'Service Unavailable', message: 'Back in a moment' }),
          })
        : route.continue(),
    );
    await page.reload();
    await page.waitForTimeout(1_500);
    // Not signed out: no redirect to the sign-in page, the page waits.
    expect(new URL(page.url()).pathname).toBe('/preferences');
    unavailable = false;
    // The check asks again by itself; the session was never lost, so only the password is asked.
    await page.getByRole('dialog', { name: 'Re-enter Password' }).waitFor({ timeout: 15_000 });
    expectNoConsoleErrors(consoleErrors);
    await context.close();
  });

  it('opens a signed-in page offline with a clear wait, and asks for the password once back online', async () => {
    const { page, context, consoleErrors, apiQuiet } = await openSignedIn(
      browser(),
      baseUrl,
      await createPerson(baseUrl),
      {
        viewport: 'phone',
      },
    );
    await page.evaluate(() => navigator.serviceWorker.ready);
    // What the unlocked page was loading has arrived: only the reload's own requests meet the cut.
    await apiQuiet();
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'This page needs the connection to open.' }).waitFor();
    expect(await page.getByText('Loading...').count()).toBe(0);
    await context.setOffline(false);
    await page.getByRole('dialog', { name: 'Re-enter Password' }).waitFor({ timeout: 15_000 });
    expectNoConsoleErrors(consoleErrors);
    await context.close();
  });

  it('offers a reload once a newer build has taken over', async () => {
    const { page, context, consoleErrors } = await newPage(browser(), { viewport: 'desktop' });
    await page.goto(url('/'));
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    // What a page of the next deploy does: register the worker under its own build name.
    await page.evaluate(() => navigator.serviceWorker.register('/sw.js?v=index-next0000.js'));
    const banner = page
      .getByRole('status')
      .filter({ hasText: 'A new version of Connect & Discover is ready.' });
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await banner.waitFor({ state: 'detached' });
    expectNoConsoleErrors(consoleErrors);
    await context.close();
  });
});
