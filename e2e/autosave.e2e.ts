import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoConsoleErrors, newPage, screenshot, type GuardedPage } from './support/browser';
import { sharedBrowser } from './support/shared-browser';
import {
  activityCard,
  ANONYMOUS_SESSION_CHECK,
  login,
  rate,
  reachCard,
  skipTutorial,
  type Rating,
  unlock,
} from './support/journeys';
import { createPerson, type ApiPerson } from './support/people';
import { openSignedIn } from './support/signed-in';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

/** The browser's own line for a request made while offline. */
const OFFLINE_REQUEST = /ERR_INTERNET_DISCONNECTED/;

const status = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text }).first();

/**
 * A new person (signing up is not what these tests are about) on their phone, at their
 * preferences with every activity drawn and none rated: the page a sign-up leads to.
 */
async function newUser(allowConsole: RegExp[] = []): Promise<GuardedPage & { person: ApiPerson }> {
  const person = await createPerson(baseUrl);
  const guarded = await openSignedIn(browser(), baseUrl, person, { viewport: 'phone', allowConsole });
  await guarded.page.getByText('0 of 136 rated').waitFor();
  return { person, ...guarded };
}

/** Signs in on a fresh device and opens the preferences through the app (a page load would lock them). */
async function openOnAnotherDevice(page: Page, username: string, password: string): Promise<void> {
  await login(page, baseUrl, username, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  if (!page.url().endsWith('/preferences')) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Preferences' }).click();
  }
  await skipTutorial(page);
}

async function interestOf(page: Page, name: string): Promise<string | null> {
  return (await reachCard(page, name)).getByRole('slider').getAttribute('aria-valuenow');
}

/** A deliberate tap on the middle of an unrated card's slider track: Curious. */
async function tapCurious(page: Page, name: string): Promise<void> {
  const track = (await reachCard(page, name)).locator('[data-slot="slider"]');
  const box = await track.boundingBox();
  if (!box) throw new Error(`No slider for ${name}`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * Presses 'Next unrated' where it is on screen: Playwright's own click first scrolls a sticky
 * element to where it would sit unstuck (the top of the page), which a finger never does.
 */
async function pressNextUnrated(page: Page): Promise<void> {
  const box = await page.getByRole('button', { name: 'Next unrated' }).boundingBox();
  if (!box) throw new Error('No Next unrated button');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

const RATINGS: Rating[] = [
  { name: 'Massage', interest: 5 },
  { name: 'Spanking', interest: 2, stars: 4 },
  { name: 'Lingerie', interest: 4 },
];

describe('autosave', () => {
  it('saves ratings in the background: after Saved, a reload and the password bring them all back', async () => {
    const { page, context, consoleErrors, person } = await newUser();
    // A tap on the resting thumb of an unrated card rates it 'Not Interested', where it rests.
    const feathers = await reachCard(page, 'Feathers');
    expect(await feathers.getByText('Not rated yet').count()).toBe(1);
    await feathers.locator('[data-slot="slider-thumb"]').tap();
    await expect
      .poll(() => feathers.getByRole('slider').getAttribute('aria-valuetext'))
      .toBe('Not Interested');
    // 'Next unrated' goes from the card in hand to the next one without a rating.
    await feathers.getByRole('slider').focus();
    await pressNextUnrated(page);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-labelledby'))).toBe(
      await activityCard(page, 'Food Play').getAttribute('aria-labelledby'),
    );
    await pressNextUnrated(page);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-labelledby'))).toBe(
      await activityCard(page, 'Ice Play').getAttribute('aria-labelledby'),
    );
    for (const rating of RATINGS) await rate(page, rating);
    await status(page, /^Saved$/).waitFor();
    await screenshot(page, 'autosave-saved-phone');

    await page.reload();
    await unlock(page, person.password);
    for (const { name, interest } of RATINGS)
      expect(await interestOf(page, name), name).toBe(String(interest));
    expect(
      await (
        await reachCard(page, 'Spanking')
      )
        .getByRole('switch', { name: "I've tried this" })
        .getAttribute('aria-checked'),
    ).toBe('true');
    // Nothing was pending, so nothing is saved again.
    expect(await page.getByRole('status').filter({ hasText: 'Saving...' }).count()).toBe(0);
    // 'Next unrated' jumps as this does: a card far down the list, over cards never drawn, lands
    // right under the search bar, not behind it.
    const landed = await page.evaluate(async () => {
      const card = document.querySelectorAll('[data-kink-id]')[100];
      card?.scrollIntoView({ block: 'start' });
      await new Promise((resolve) => setTimeout(resolve, 500));
      const bar = document.querySelector('[data-preferences-toolbar]')?.getBoundingClientRect().bottom;
      return { card: card?.getBoundingClientRect().top ?? NaN, bar: bar ?? NaN, screen: innerHeight };
    });
    expect(landed.card).toBeGreaterThanOrEqual(landed.bar);
    expect(landed.card).toBeLessThan(landed.screen / 3);
    expectNoConsoleErrors(consoleErrors);
    await context.close();
  });

  it('a rating tapped right before a reload is still there after the unlock, and reaches the server', async () => {
    const { page, context, consoleErrors, person } = await newUser();
    await tapCurious(page, 'Ice Play');
    await page.reload();
    await unlock(page, person.password);
    // The kept change is opened just after the unlock.
    await expect.poll(() => interestOf(page, 'Ice Play')).toBe('3');
    await status(page, /^Saved$/).waitFor();
    expectNoConsoleErrors(consoleErrors);
    await context.close();

    // Another device: the rating came from the server, not from this one's kept copy.
    const other = await newPage(browser(), { viewport: 'phone', allowConsole: [ANONYMOUS_SESSION_CHECK] });
    await openOnAnotherDevice(other.page, person.username, person.password);
    await activityCard(other.page, 'Ice Play').waitFor();
    await expect.poll(() => interestOf(other.page, 'Ice Play')).toBe('3');
    expectNoConsoleErrors(other.consoleErrors);
    await other.context.close();
  });

  it('offline: says the changes are kept on the page, and saves them once back online', async () => {
    const { page, context, consoleErrors, person } = await newUser([OFFLINE_REQUEST]);
    await context.setOffline(true);
    await rate(page, { name: 'Skinny Dipping', interest: 4 });
    await status(page, 'Your changes are kept on this page').waitFor();
    await screenshot(page, 'autosave-offline-phone');
    await context.setOffline(false);
    await status(page, /^Saved$/).waitFor();
    await context.close();
    expectNoConsoleErrors(consoleErrors);

    const other = await newPage(browser(), { viewport: 'phone', allowConsole: [ANONYMOUS_SESSION_CHECK] });
    await openOnAnotherDevice(other.page, person.username, person.password);
    await activityCard(other.page, 'Skinny Dipping').waitFor();
    await expect.poll(() => interestOf(other.page, 'Skinny Dipping')).toBe('4');
    await other.context.close();
  });
});
