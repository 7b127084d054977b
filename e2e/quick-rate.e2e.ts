import { describe, expect, inject, it } from 'vitest';
import { INTEREST_LABELS } from '../core/matching/interest-labels';
import type { Locator, Page } from 'playwright-core';
import { expectNoConsoleErrors, screenshot } from './support/browser';
import { sharedBrowser } from './support/shared-browser';
import { reachCard, unlock } from './support/journeys';
import { createPerson } from './support/people';
import { openSignedIn } from './support/signed-in';
import { swipe } from './support/touch';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();
const RATED = 20;

describe('quick rate', () => {
  it('a new user on a phone rates 20 activities one per screen, reloads at once, and loses none', async () => {
    const person = await createPerson(baseUrl);
    const { page, consoleErrors } = await openSignedIn(browser(), baseUrl, person, {
      viewport: 'phone',
      tutorial: 'not seen',
    });

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
    await unlock(page, person.password);
    await page.getByText(`${Math.round((RATED / 136) * 100)}% complete`).waitFor();
    await page.getByRole('button', { name: 'Quick rate' }).click();
    await page.getByText(`${RATED} of 136 rated`).waitFor();
    expectNoConsoleErrors(consoleErrors);
  });
});

/** The bottom of a control, and the top of the sticky save bar: the first must not pass the second. */
async function clearOfSaveBar(page: Page, control: Locator): Promise<void> {
  const box = await control.boundingBox();
  const bar = await page.getByRole('button', { name: 'Save Preferences' }).boundingBox();
  const navigation = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
  const barTop = Math.min(bar?.y ?? 0, navigation?.y ?? 0);
  expect(box && box.y + box.height <= barTop + 1, `${String(control)} ends above the save bar`).toBe(true);
}

describe('quick rate by thumb on a 360 px phone', () => {
  it('rates within the chosen category with taps and swipes, tried with stars and details, and saves it all', async () => {
    const person = await createPerson(baseUrl);
    const { page, consoleErrors } = await openSignedIn(browser(), baseUrl, person, { viewport: 'phone' });
    await page.setViewportSize({ width: 360, height: 740 });
    await page
      .getByRole('group', { name: 'Filter by category' })
      .getByRole('button', { name: 'Communication' })
      .tap();
    await page.getByRole('button', { name: 'Quick rate' }).tap();
    const quick = page.getByRole('region', { name: 'Quick rate' });
    const heading = (name: string) => quick.getByRole('heading', { level: 2, name, exact: true }).waitFor();
    const level = (name: string) =>
      quick.getByRole('group', { name: 'Interest' }).getByRole('button', { name });
    // Quick rate starts in the chosen category (alphabetical, as the list shows it), not elsewhere.
    await heading('Aftercare');
    await quick.getByText('1 of 12 in Communication').waitFor();
    await quick.getByText('0 of 12 rated in Communication').waitFor();
    for (const control of [level("Let's Do It!"), quick.getByText("I've tried this")]) {
      await clearOfSaveBar(page, control);
    }
    await screenshot(page, 'quick-rate-category-phone-360');

    await level('Very Interested').tap();
    await heading('Being Vocal');
    const across = async (from: number, to: number) => {
      const box = await quick.getByRole('heading', { level: 2 }).boundingBox();
      const y = (box?.y ?? 300) + 60;
      await swipe(page, { x: from, y }, { x: to, y });
    };
    await across(320, 60); // left: on to the next card
    await heading('Dirty Talk');
    await quick.getByText("I've tried this").tap();
    const stars = quick.getByRole('radiogroup', { name: 'Enjoyment of Dirty Talk' });
    await stars.getByRole('radio', { name: '4 stars' }).tap();
    await clearOfSaveBar(page, stars);
    await clearOfSaveBar(page, quick.getByRole('button', { name: 'Details' }));
    await screenshot(page, 'quick-rate-tried-phone-360');
    await quick.getByRole('button', { name: 'Details' }).tap();
    const details = page.getByRole('dialog', { name: 'Detailed preferences' });
    await details.getByText('Romantic', { exact: true }).tap();
    await screenshot(page, 'quick-rate-details-phone-360');
    await details.getByRole('button', { name: 'Done' }).tap();
    await details.waitFor({ state: 'hidden' });
    await level('Curious').tap();
    await heading('Love Notes');
    await across(40, 300); // right: back along the way taken
    await heading('Dirty Talk');
    await across(40, 300);
    await heading('Being Vocal');
    await level('Slightly Interested').tap();
    await heading('Love Notes');
    await level("Let's Do It!").tap();
    await quick.getByText('4 of 12 rated in Communication').waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved$/ })
      .first()
      .waitFor();

    // What was saved, read back after a reload in the full list.
    await page.reload();
    await unlock(page, person.password);
    await page.getByText('3% complete').waitFor(); // these four, nothing else
    const expected = { Aftercare: 4, 'Being Vocal': 2, 'Dirty Talk': 3, 'Love Notes': 5 };
    for (const [name, interest] of Object.entries(expected)) {
      const slider = (await reachCard(page, name)).getByRole('slider');
      expect(await slider.getAttribute('aria-valuenow'), name).toBe(String(interest));
    }
    const dirtyTalk = await reachCard(page, 'Dirty Talk');
    expect(
      await dirtyTalk.getByRole('switch', { name: "I've tried this" }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(await dirtyTalk.getByRole('radio', { name: '4 stars' }).getAttribute('aria-checked')).toBe('true');
    await dirtyTalk.getByRole('button', { name: 'Detailed preferences' }).tap();
    expect(await dirtyTalk.getByRole('checkbox', { name: 'Romantic' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expectNoConsoleErrors(consoleErrors);
  }, 180_000);
});

describe('quick rate on a desktop', () => {
  it('opens from the page header as a centred card and goes back to the list', async () => {
    const person = await createPerson(baseUrl);
    const { page, consoleErrors } = await openSignedIn(browser(), baseUrl, person, { viewport: 'desktop' });
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
