import { describe, expect, inject, it } from 'vitest';
import { accessibilityViolations } from './support/axe';
import { expectNoConsoleErrors, newPage } from './support/browser';
import { sharedBrowser } from './support/shared-browser';
import { ANONYMOUS_SESSION_CHECK, register } from './support/journeys';

const baseUrl = inject('baseUrl');
const url = (path: string) => new URL(path, baseUrl).toString();

const browser = sharedBrowser();

describe('accessibility (axe-core, WCAG 2.1 A and AA)', () => {
  it('has no violations on the landing, auth and not-found pages', async () => {
    const { page, context, consoleErrors } = await newPage(browser(), {
      viewport: 'phone',
      allowConsole: [ANONYMOUS_SESSION_CHECK],
    });
    for (const path of ['/', '/auth', '/no-such-page']) {
      await page.goto(url(path));
      await page.getByRole('heading').first().waitFor();
      expect(await accessibilityViolations(page), path).toEqual([]);
    }
    await page.goto(url('/auth'));
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByRole('button', { name: 'Create Profile' }).click();
    await page.getByText('You must be 18+ to use this application.').waitFor();
    expect(await accessibilityViolations(page), 'register with errors').toEqual([]);
    expectNoConsoleErrors(consoleErrors);
    await context.close();
  });

  it('has no violations on the dashboard and the preferences page', async () => {
    const { page, context, consoleErrors } = await newPage(browser(), {
      viewport: 'desktop',
      allowConsole: [ANONYMOUS_SESSION_CHECK],
    });
    await register(page, baseUrl, `a11y.${Date.now().toString(36)}`, 'linen orchard pepper 5');
    await page
      .getByRole('dialog', { name: 'Welcome to Preferences' })
      .getByRole('button', { name: 'Skip' })
      .click();
    await page
      .getByRole('group', { name: 'Spanking', exact: true })
      .getByRole('button', { name: 'Detailed preferences' })
      .click();
    expect(await accessibilityViolations(page), '/preferences').toEqual([]);
    await page.goto(url('/dashboard'));
    await page.getByRole('dialog', { name: 'Re-enter Password' }).waitFor();
    expect(await accessibilityViolations(page), '/dashboard with the re-entry modal').toEqual([]);
    expectNoConsoleErrors(consoleErrors);
    await context.close();
  });
});
