import { describe, expect, inject, it } from 'vitest';
import { INTEREST_LABELS } from '../core/matching/interest-labels';
import { expectNoConsoleErrors, newPage, screenshot } from './support/browser';
import { sharedBrowser } from './support/shared-browser';
import { register, unlock } from './support/journeys';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();
const PASSWORD = 'quick rate password 41';
const RATED = 20;

describe('quick rate', () => {
  it('a new user on a phone rates 20 activities one per screen, reloads at once, and loses none', async () => {
    const { page, consoleErrors } = await newPage(browser(), { viewport: 'phone' });
    await register(page, baseUrl, `quick.${Date.now().toString(36)}`, PASSWORD);

    // Offered at the end of the tour, without reading it.
    await page.getByRole('dialog', { name: 'Welcome to Preferences' }).waitFor();
    // Each step titles the dialog anew.
    const tutorial = page.getByRole('dialog');
    while (!(await tutorial.getByRole('button', { name: 'Start' }).isVisible())) {
      await tutorial.getByRole('button', { name: 'Next' }).click();
    }
    await tutorial.getByRole('button', { name: 'Quick rate' }).click();
    const quick = page.getByRole('region', { name: 'Quick rate' });
    await quick.waitFor();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await screenshot(page, 'quick-rate-phone');
    // All five levels fit on a phone's screen above the save bar, no scrolling needed.
    const lastLevel = await quick.getByRole('button', { name: "Let's Do It!" }).boundingBox();
    const saveBar = await page.getByRole('button', { name: 'Save Preferences' }).boundingBox();
    expect(lastLevel && saveBar && lastLevel.y + lastLevel.height <= saveBar.y).toBe(true);

    const started = Date.now();
    const names: string[] = [];
    const levels = quick.getByRole('group', { name: 'Interest' });
    for (let i = 0; i < RATED; i += 1) {
      // A finished category is celebrated once; the user goes on to the next one.
      await levels
        .or(quick.getByRole('button', { name: 'Next category' }))
        .first()
        .waitFor();
      if (await quick.getByRole('button', { name: 'Next category' }).isVisible()) {
        await screenshot(page, 'quick-rate-category-done-phone');
        await quick.getByRole('button', { name: 'Next category' }).click();
        await levels.waitFor();
      }
      const name = (await quick.getByRole('heading', { level: 2 }).textContent()) ?? '';
      names.push(name);
      await levels.getByRole('button', { name: INTEREST_LABELS[i % 5] ?? 'Curious' }).click();
      await quick.getByText(`${i + 1} of 136 rated`).waitFor();
      if (i < RATED - 1)
        await quick.getByRole('heading', { level: 2, name, exact: true }).waitFor({ state: 'detached' });
    }
    console.log(`quick rate: ${RATED} activities rated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(new Set(names).size).toBe(RATED);

    // Closed or reloaded right after the last tap: every rating is back after the password.
    await page.reload();
    await unlock(page, PASSWORD);
    await page.getByText(`${Math.round((RATED / 136) * 100)}% complete`).waitFor();
    await page.getByRole('button', { name: 'Quick rate' }).click();
    await page.getByText(`${RATED} of 136 rated`).waitFor();
    expectNoConsoleErrors(consoleErrors);
  });
});

describe('quick rate on a desktop', () => {
  it('opens from the page header as a centred card and goes back to the list', async () => {
    const { page, consoleErrors } = await newPage(browser(), { viewport: 'desktop' });
    await register(page, baseUrl, `quickd.${Date.now().toString(36)}`, PASSWORD);
    await page
      .getByRole('dialog', { name: 'Welcome to Preferences' })
      .getByRole('button', { name: 'Skip' })
      .click();
    await page.getByRole('button', { name: 'Quick rate' }).click();
    const quick = page.getByRole('region', { name: 'Quick rate' });
    await quick.getByRole('button', { name: 'Curious' }).click();
    await quick.getByText('1 of 136 rated').waitFor();
    await screenshot(page, 'quick-rate-desktop');
    await quick.getByRole('button', { name: 'Back to list' }).click();
    await page.getByText('1% complete').waitFor();
    expectNoConsoleErrors(consoleErrors);
  });
});
