import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { accessibilityViolations } from './support/axe';
import { expectNoConsoleErrors, newPage } from './support/browser';
import { sharedBrowser } from './support/shared-browser';
import { openUserMenu, reachCard } from './support/journeys';
import { createPerson } from './support/people';
import { openSignedIn } from './support/signed-in';

const baseUrl = inject('baseUrl');
const url = (path: string) => new URL(path, baseUrl).toString();

const browser = sharedBrowser();

const SCHEMES = ['light', 'dark'] as const;

/** axe in the system's light scheme, then in its dark one (the app follows it while open). */
async function violationsInBothSchemes(page: Page, label: string): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of SCHEMES) {
    await page.emulateMedia({ colorScheme });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(colorScheme === 'dark');
    // Colours change with a short transition (and a hovered button shows its hover colours).
    await page.mouse.move(0, 0);
    await page.waitForTimeout(300);
    found.push(...(await accessibilityViolations(page)).map((v) => `${label} (${colorScheme}): ${v}`));
  }
  return found;
}

describe('accessibility (axe-core, WCAG 2.1 A and AA), light and dark', () => {
  it('has no violations on the landing, auth and not-found pages, and a visitor logs no error', async () => {
    // No allowed console lines: a visitor's page makes no session check that could answer 401.
    const { page, context, consoleErrors } = await newPage(browser(), { viewport: 'phone' });
    for (const path of ['/', '/auth', '/no-such-page']) {
      await page.goto(url(path));
      await page.getByRole('heading').first().waitFor();
      expect(await violationsInBothSchemes(page, path)).toEqual([]);
    }
    await page.goto(url('/auth'));
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByRole('button', { name: 'Create Profile' }).click();
    await page.getByText('You must be 18+ to use this application.').waitFor();
    expect(await violationsInBothSchemes(page, 'register with errors')).toEqual([]);
    expectNoConsoleErrors(consoleErrors);
    await context.close();
  });

  it('has no violations on the preferences, matches and dashboard pages', async () => {
    const { page, context, consoleErrors } = await openSignedIn(
      browser(),
      baseUrl,
      await createPerson(baseUrl),
      {
        viewport: 'desktop',
      },
    );
    expect(await violationsInBothSchemes(page, '/preferences')).toEqual([]);
    await (await reachCard(page, 'Spanking')).getByRole('button', { name: 'Detailed preferences' }).click();
    expect(await violationsInBothSchemes(page, '/preferences with details')).toEqual([]);
    await page.keyboard.press('Escape');
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'View Matches' }).click();
    await page.waitForURL('**/matches');
    // Without a partner the page offers to connect first; checked once it has settled.
    const connect = page.getByRole('dialog', { name: 'Connect with a Partner' });
    await connect.waitFor();
    await page.waitForTimeout(400);
    expect(await violationsInBothSchemes(page, '/matches with the connect offer')).toEqual([]);
    await page.keyboard.press('Escape');
    await connect.waitFor({ state: 'hidden' });
    expect(await violationsInBothSchemes(page, '/matches')).toEqual([]);
    await page.goto(url('/dashboard'));
    await page.getByRole('dialog', { name: 'Re-enter Password' }).waitFor();
    expect(await violationsInBothSchemes(page, '/dashboard with the re-entry modal')).toEqual([]);
    expectNoConsoleErrors(consoleErrors);
    await context.close();
  }, 120_000);

  it("keeps the user menu's theme choice over the system's", async () => {
    const { page, context, consoleErrors } = await newPage(browser(), { viewport: 'phone' });
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(url('/'));
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Theme' }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    expect(await isDark()).toBe(true);
    await page.reload();
    expect(await isDark()).toBe(true);
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Theme' }).click();
    await page.getByRole('menuitemradio', { name: 'System' }).click();
    expect(await isDark()).toBe(false);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(isDark).toBe(true);
    expectNoConsoleErrors(consoleErrors);
    await context.close();
  });

  it('moves nothing for a person who asked the system for reduced motion', async () => {
    const { page, context, consoleErrors } = await newPage(browser(), { viewport: 'phone' });
    const pageAnimation = () =>
      page.evaluate(() => {
        const content = document.querySelector('#main > *');
        return content ? getComputedStyle(content).animationName : null;
      });
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto(url('/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await pageAnimation()).toBe('cd-page-enter');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await pageAnimation()).toBe('none');
    expectNoConsoleErrors(consoleErrors);
    await context.close();
  });

  it('gives every tap target of the header, bottom bar and user menu at least 44 px', async () => {
    const { page, context } = await newPage(browser(), { viewport: 'phone' });
    // Measured at rest: the menu zooms in from 95 %.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(url('/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    const targets = [
      page.getByRole('banner').getByRole('link'),
      page.getByRole('button', { name: 'User menu' }),
      page.getByRole('navigation', { name: 'Main' }).getByRole('link'),
    ];
    const tooSmall: string[] = [];
    const measure = async (locator: (typeof targets)[number]) => {
      for (const target of await locator.all()) {
        const box = await target.boundingBox();
        const name = (await target.getAttribute('aria-label')) ?? (await target.innerText());
        if (!box || box.width < 44 || box.height < 44) tooSmall.push(`${name}: ${box?.width}x${box?.height}`);
      }
    };
    for (const target of targets) await measure(target);
    await openUserMenu(page);
    await measure(page.getByRole('menu').getByRole('menuitem'));
    expect(tooSmall).toEqual([]);
    await context.close();
  });

  it("raises no Content-Security-Policy issue in the browser's Issues panel", async () => {
    const { page, context, consoleErrors } = await newPage(browser(), { viewport: 'phone' });
    const cdp = await context.newCDPSession(page);
    const issues: string[] = [];
    cdp.on('Audits.issueAdded', ({ issue }) => {
      if (issue.code === 'ContentSecurityPolicyIssue') issues.push(JSON.stringify(issue.details));
    });
    await cdp.send('Audits.enable');
    for (const path of ['/', '/auth']) {
      await page.goto(url(path));
      await page.getByRole('heading').first().waitFor();
    }
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByRole('button', { name: 'Create Profile' }).click();
    await page.getByText('You must be 18+ to use this application.').waitFor();
    expect(issues).toEqual([]);
    expectNoConsoleErrors(consoleErrors);
    await context.close();
  });

  it('is dark before any app code runs when the device chose dark (no light flash)', async () => {
    const { page, context } = await newPage(browser(), { viewport: 'phone' });
    await page.emulateMedia({ colorScheme: 'light' });
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    // Without the app's scripts only index.html's inline theme script can have set the scheme.
    await context.route('**/assets/*.js', (route) => route.abort());
    await page.goto(url('/'));
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#191118');
    await context.close();
  });
});
