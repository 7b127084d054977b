import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoConsoleErrors, screenshot, type GuardedPage } from './support/browser';
import { sharedBrowser } from './support/shared-browser';
import { activityCard, rate, reachCard, type Rating } from './support/journeys';
import { createPerson, type ApiPerson } from './support/people';
import { openSignedIn } from './support/signed-in';

const baseUrl = inject('baseUrl');

/** Twelve activities across categories; three also get detailed options below. */
const RATINGS: Rating[] = [
  { name: 'Spanking', interest: 4, stars: 5 },
  { name: 'Role Play', interest: 3 },
  { name: 'Sex Toys', interest: 5, stars: 4 },
  { name: 'Massage', interest: 5, stars: 5 },
  { name: 'Blindfolded Sensation Play', interest: 3 },
  { name: 'Lingerie', interest: 4 },
  { name: 'Skinny Dipping', interest: 2 },
  { name: 'Spooning', interest: 5, stars: 3 },
  { name: 'Collars', interest: 1 },
  { name: 'Praise', interest: 4, stars: 4 },
  { name: 'Vibrators', interest: 3, stars: 2 },
  { name: 'Shower Sex', interest: 4 },
];

const browser = sharedBrowser();

/** What the preferences page reads (the catalogue, the person's rows and hard limits), sorted. */
const OWN_READS = ['/api/boundaries', '/api/kinks', '/api/preferences/document'];

const card = activityCard;

async function chooseDetails(
  page: Page,
  name: string,
  select: [string, string],
  checks: string[],
): Promise<void> {
  const target = card(page, name);
  await target.getByRole('button', { name: 'Detailed preferences' }).click();
  await target.getByRole('combobox', { name: select[0] }).click();
  await page.getByRole('option', { name: select[1], exact: true }).click();
  for (const check of checks) await target.getByRole('checkbox', { name: check, exact: true }).click();
}

// One journey in named steps: rates 12 activities with detailed options, saves sealed rows, and
// restores exactly those after reload and unlock. Each step goes on from where the one before left.
describe('preferences journey', () => {
  let person: ApiPerson;
  let guarded: GuardedPage;
  /** The body of every PUT /api/preferences/document the page sent. */
  const saves: string[] = [];

  it('opens the tutorial once, ticked so it does not come back; Skip closes it', async () => {
    person = await createPerson(baseUrl);
    guarded = await openSignedIn(browser(), baseUrl, person, { viewport: 'phone', tutorial: 'not seen' });
    const { page } = guarded;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/preferences/document') && request.method() === 'PUT')
        saves.push(request.postData() ?? '{}');
    });

    const tutorial = page.getByRole('dialog', { name: 'Welcome to Preferences' });
    await tutorial.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('dialog', { name: 'Rate Your Enjoyment' }).waitFor();
    await screenshot(page, 'preferences-tutorial-phone');
    // Ticked by default: the tutorial opens once per account unless the user asks for it again.
    expect(
      await page.getByRole('checkbox', { name: "Don't show this again" }).getAttribute('aria-checked'),
    ).toBe('true');
    await page.getByRole('button', { name: 'Skip' }).click();
    await tutorial.waitFor({ state: 'hidden' });
    await page.getByText('0% complete').waitFor();
  });

  it('rates 12 activities, three with detailed options; the words beside a switch turn it too', async () => {
    const { page } = guarded;
    for (const rating of RATINGS) await rate(page, rating);
    // The words beside a switch turn it too (a 44 px row, not only the small switch).
    const tried = (await reachCard(page, 'Role Play')).getByRole('switch', { name: "I've tried this" });
    await card(page, 'Role Play').getByText("I've tried this").click();
    expect(await tried.getAttribute('aria-checked')).toBe('true');
    await card(page, 'Role Play').getByText("I've tried this").click();
    expect(await tried.getAttribute('aria-checked')).toBe('false');
    await chooseDetails(page, 'Spanking', ['Intensity', 'Moderate'], ['Bare hand', 'Paddle']);
    await chooseDetails(page, 'Role Play', ['Role', 'Both'], ['Strangers']);
    await chooseDetails(page, 'Sex Toys', ['Used on', 'Both'], ['Vibrators']);
    await page.getByText('9% complete').waitFor();
    await screenshot(page, 'preferences-rated-phone');
  }, 90_000);

  it('narrows the list by a search and by a category, and says when nothing is found', async () => {
    const { page } = guarded;
    // Search and one category: the grid, and the empty text.
    // The list follows a key or a chip one painted frame later: wait for what it leaves out to go.
    await page.getByPlaceholder('Search activities...').fill('spank');
    await card(page, 'Paddles').waitFor({ state: 'hidden' });
    await card(page, 'Spanking').waitFor();
    await page.getByPlaceholder('Search activities...').fill('zzz');
    await page.getByText('No activities found. Try a different search or category.').waitFor();
    await page.getByPlaceholder('Search activities...').fill('');
    await page.getByRole('button', { name: 'Impact Play', exact: true }).click();
    await card(page, 'Massage').waitFor({ state: 'hidden' });
    await card(page, 'Paddles').waitFor();
    await page.getByRole('button', { name: 'All Categories' }).click();
    await card(page, 'Massage').waitFor();
  });

  it('has saved in the background; Save Preferences goes on to the matches; every row sealed, nothing readable', async () => {
    const { page } = guarded;
    // Autosave has sent the ratings in the background; 'Save Preferences' sends what is still
    // pending (nothing once 'Saved' shows) and goes on to the matches.
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved$/ })
      .first()
      .waitFor();
    const started = Date.now();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await page.waitForURL('**/matches?showInviteModal=true');
    const last = saves.at(-1);
    if (!last) throw new Error('No preferences were saved');
    const body = JSON.parse(last) as { sealed: string };
    console.log(
      `${saves.length} background saves of one ${body.sealed.length}-character document; click to next page: ${Date.now() - started} ms`,
    );
    // Every save is the whole document, of one length whatever it says, and nothing readable:
    // no name, no level, no option.
    const lengths = new Set(saves.map((save) => (JSON.parse(save) as { sealed: string }).sealed.length));
    expect([...lengths]).toEqual([body.sealed.length]);
    const raw = JSON.stringify(body);
    for (const leak of ['Spanking', 'interestLevel', 'bare-hand', 'hasExperienced'])
      expect(raw).not.toContain(leak);
  });

  it('after a reload reads nothing until the password, then restores exactly those ratings and options', async () => {
    const { page } = guarded;
    const { password } = person;
    // Reload: locked until the password is entered, then exactly the same ratings. Nothing is read
    // for the page while it waits, not even once typing has loaded its code (the unlock
    // signs in again, which ends the session such a read would use); once unlocked, each is read
    // once, under the new session.
    // What the last page was still reading is not this page's: its answers come in first.
    await guarded.apiQuiet();
    const reads: string[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (OWN_READS.includes(pathname)) reads.push(`${pathname} ${response.status()}`);
    });
    await page.goto(new URL('/preferences', baseUrl).toString());
    await page.getByText('Your preferences are encrypted and locked on this device').waitFor();
    const pageCode = page.waitForResponse((response) => /\/assets\/preferences-page-/.test(response.url()));
    const dialog = page.getByRole('dialog', { name: 'Re-enter Password' });
    await dialog.getByLabel('Password').fill(password);
    await pageCode;
    expect(reads).toEqual([]);
    await dialog.getByRole('button', { name: 'Unlock Preferences' }).click();
    await page.getByText('9% complete').waitFor();
    expect(reads.toSorted()).toEqual(OWN_READS.map((path) => `${path} 200`));
    for (const { name, interest, stars } of RATINGS) {
      const target = await reachCard(page, name);
      expect(await target.getByRole('slider').getAttribute('aria-valuenow'), name).toBe(String(interest));
      expect(
        await target.getByRole('switch', { name: "I've tried this" }).getAttribute('aria-checked'),
        name,
      ).toBe(stars ? 'true' : 'false');
      if (stars) {
        expect(await target.getByRole('radio', { checked: true }).getAttribute('aria-label'), name).toMatch(
          new RegExp(`^${stars} star`),
        );
      }
    }
    expect(await card(page, 'Paddles').getByText('Not rated yet').count()).toBe(1);
    const spanking = card(page, 'Spanking');
    await spanking.getByRole('button', { name: 'Detailed preferences' }).click();
    expect(await spanking.getByRole('combobox', { name: 'Intensity' }).textContent()).toContain('Moderate');
    expect(await spanking.getByRole('checkbox', { name: 'Bare hand' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(
      await spanking.getByRole('checkbox', { name: 'Paddle', exact: true }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(await spanking.getByRole('checkbox', { name: 'Riding crop' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    await spanking.scrollIntoViewIfNeeded();
    await screenshot(page, 'preferences-restored-phone');
    const rolePlay = card(page, 'Role Play');
    await rolePlay.getByRole('button', { name: 'Detailed preferences' }).click();
    expect(await rolePlay.getByRole('combobox', { name: 'Role' }).textContent()).toContain('Both');
    expect(await rolePlay.getByRole('checkbox', { name: 'Strangers' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    // The tutorial stays dismissed.
    expect(await page.getByRole('dialog', { name: 'Welcome to Preferences' }).count()).toBe(0);
  }, 90_000);

  it('logs no console error on the way', async () => {
    expectNoConsoleErrors(guarded.consoleErrors);
    await guarded.context.close();
  });

  it('looks right on a desktop window, with the info dialog and the suggestion form', async () => {
    const { page, context, consoleErrors } = await openSignedIn(
      browser(),
      baseUrl,
      await createPerson(baseUrl),
      {
        viewport: 'desktop',
      },
    );
    await screenshot(page, 'preferences-desktop');
    await card(page, 'Ice Play').getByRole('button', { name: 'About Ice Play' }).click();
    const info = page.getByRole('dialog', { name: 'Ice Play' });
    await info.getByText('Safety Tips:').waitFor();
    await screenshot(page, 'preferences-info-desktop');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Submit Suggestion' }).click();
    await page.getByRole('status').filter({ hasText: 'Missing information' }).first().waitFor();
    await page.getByLabel('Name').fill('Slow dancing');
    await page.getByLabel('Description').fill('Dancing close in the kitchen.');
    await page.getByRole('button', { name: 'Submit Suggestion' }).click();
    await page.getByRole('status').filter({ hasText: 'Thank you!' }).first().waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe('');

    await page.goto(
      new URL('/preferences?connectionSuccess=true&partnerName=Sam&partnerId=7', baseUrl).toString(),
    );
    await page.getByRole('button', { name: 'Unlock Preferences' }).first().waitFor();
    expectNoConsoleErrors(consoleErrors);
    await context.close();
  });
});
