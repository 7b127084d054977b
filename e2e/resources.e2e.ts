import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { accessibilityViolations } from './support/axe';
import { expectNoConsoleErrors, newPage, screenshot, type GuardedPage } from './support/browser';
import {
  ANONYMOUS_SESSION_CHECK,
  acceptInvitation,
  fillRegistration,
  rate,
  skipTutorial,
  toast,
  unlock,
  visit,
  watchToast,
  type Rating,
} from './support/journeys';
import { createPerson, type ApiPerson } from './support/people';
import { recordActivityPaths, recordRequestBodies } from './support/requests';
import { sharedBrowser } from './support/shared-browser';
import { openSignedIn } from './support/signed-in';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();
const url = (path: string) => new URL(path, baseUrl).toString();
const stamp = Date.now().toString(36);

// Massage: both tried it (a shared experience); Spanking: both curious, new to both.
const A_RATINGS: Rating[] = [
  { name: 'Massage', interest: 5, stars: 5 },
  { name: 'Spanking', interest: 5 },
];
const B_RATINGS: Rating[] = [
  { name: 'Massage', interest: 4, stars: 4 },
  { name: 'Spanking', interest: 4 },
];

type Person = { name: string; password: string };

async function rateAndSave(page: Page, person: Person, ratings: Rating[]): Promise<void> {
  await page.goto(url('/preferences'));
  await unlock(page, person.password);
  await page.getByText('% complete').first().waitFor();
  const tutorial = page.getByRole('dialog', { name: 'Welcome to Preferences' });
  if (await tutorial.isVisible()) await skipTutorial(page);
  for (const rating of ratings) await rate(page, rating);
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await page.waitForURL(
    (address) => address.pathname === '/matches' && !address.search.includes('showInvite'),
  );
}

/** Retailer sites are not reached from the test: any outside https request gets an empty page. */
async function keepRetailersOffline(context: BrowserContext): Promise<void> {
  await context.route(
    (address) => address.protocol === 'https:',
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>retailer</title>' }),
  );
}

const card = (page: Page, name: string) =>
  page.getByTestId('match-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

const productCards = (page: Page) => page.getByTestId('enhanced-product-card');

async function choose(page: Page, option: string): Promise<void> {
  await page.getByRole('radio', { name: option, exact: true }).check();
}

/** Every shown product card contains this text (or none is shown and the page says so). */
async function everyCardSays(page: Page, text: string): Promise<number> {
  const cards = await productCards(page).all();
  if (cards.length === 0) {
    await page.getByText('No products match these filters.').waitFor();
    return 0;
  }
  for (const shown of cards) expect(await shown.textContent()).toContain(text);
  return cards.length;
}

describe('resources: from a match to its resource, products and the personal guide', () => {
  it('takes a connected couple from a match card to useful information, shopping links and their guide', async () => {
    const people: GuardedPage[] = [];
    /** A visitor's device, or the device of a person made through the API, signed in at `path`. */
    const open = async (viewport: 'phone' | 'desktop', signedIn?: { person: ApiPerson; path: string }) => {
      const person = signedIn
        ? await openSignedIn(browser(), baseUrl, signedIn.person, { viewport, path: signedIn.path })
        : await newPage(browser(), { viewport, allowConsole: [ANONYMOUS_SESSION_CHECK] });
      await person.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
      await keepRetailersOffline(person.context);
      people.push(person);
      return person;
    };
    // The inviter is made through the API; the invited one signs up from the link, as people do.
    const rosa = await createPerson(baseUrl, `rosa.${stamp}`);
    const alice = { name: `rosa.${stamp}`, password: rosa.password };
    const bob = { name: `theo.${stamp}`, password: 'meadow copper finch 77' };

    const a = await open('desktop', { person: rosa, path: '/partner/connect' });
    await a.page.getByRole('button', { name: 'Copy invitation link' }).click();
    await a.page.getByRole('button', { name: 'Link copied' }).waitFor();
    const link = await a.page.evaluate(() => navigator.clipboard.readText());

    const b = await open('phone');
    const bobBodies = recordRequestBodies(b.context);
    const bobActivityPaths = recordActivityPaths(b.context);
    await b.page.goto(link);
    await acceptInvitation(b.page, /invited you to discover together$/);
    // The toast lasts a few seconds and may come while the recovery code is being saved.
    const connected = watchToast(b.page, 'Connected Successfully!');
    await fillRegistration(b.page, bob.name, bob.password);
    await connected();
    await b.page.waitForURL('**/dashboard');

    await rateAndSave(a.page, alice, A_RATINGS);
    await rateAndSave(b.page, bob, B_RATINGS);

    // Match card -> resource page, on the phone.
    const spanking = card(b.page, 'Spanking');
    await spanking.getByRole('link', { name: 'View Products' }).waitFor();
    // The match cards decided 'View Products' without naming any match to the server.
    expect(bobActivityPaths).toEqual([]);
    await spanking.getByRole('link', { name: 'View Resources' }).click();
    await b.page.waitForURL('**/resources/*');
    await b.page.getByRole('heading', { level: 1, name: 'Spanking' }).waitFor();
    for (const section of [
      'About',
      'Psychological Aspects',
      'Current Research',
      'Safety Considerations',
      'Getting Started Guide',
      'Educational Resources & Scientific References',
    ])
      await b.page.getByRole('heading', { name: section, exact: true }).waitFor();
    const reference = b.page.locator('a[href^="https://"]').first();
    expect(await reference.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await reference.getAttribute('target')).toBe('_blank');
    await screenshot(b.page, 'resources-detail-phone');
    expect(await accessibilityViolations(b.page)).toEqual([]);

    // Resource page -> its products: at most five retailers, each once, opening in a new tab.
    await b.page.getByRole('link', { name: 'View Products' }).click();
    await b.page.waitForURL('**/products/*');
    await b.page.getByRole('heading', { name: 'Spanking Products' }).waitFor();
    const retailers = await b.page
      .getByTestId('retailer-card')
      .getByRole('heading', { level: 3 })
      .allTextContents();
    expect(retailers.length).toBeGreaterThan(0);
    expect(retailers.length).toBeLessThanOrEqual(5);
    expect(new Set(retailers).size).toBe(retailers.length);
    const shop = b.page.getByRole('link', { name: `Shop at ${retailers[0]}` });
    expect(await shop.getAttribute('rel')).toBe('noopener noreferrer');
    // The notice is awaited from before the click: it lasts 5 s, which a slow new tab can outlast.
    const [tab] = await Promise.all([
      b.context.waitForEvent('page'),
      toast(b.page, `Opening ${retailers[0]}`),
      shop.click(),
    ]);
    await tab.close();
    await b.page.getByText('Ratings are our editorial scores').first().waitFor();
    await screenshot(b.page, 'resources-products-phone');
    expect(await accessibilityViolations(b.page)).toEqual([]);

    // The Mutual Rating is the couple's own: Massage, which both rated (5 and 4 stars), shows 4.5;
    // Spanking, new to both, shows none.
    await b.page.goBack();
    await b.page.goBack();
    await b.page.getByRole('radio', { name: 'Mutual Experiences' }).click();
    await card(b.page, 'Massage').getByRole('link', { name: 'View Resources' }).click();
    await b.page.getByRole('heading', { level: 1, name: 'Massage' }).waitFor();
    await b.page.getByRole('img', { name: 'Mutual Rating: 4.5 out of 5 stars' }).waitFor();
    await screenshot(b.page, 'resources-mutual-rating-phone');
    await b.page.goBack();
    await b.page.getByRole('radio', { name: 'Explore Together' }).click();
    await card(b.page, 'Spanking').getByRole('link', { name: 'View Resources' }).click();
    await b.page.getByRole('heading', { level: 1, name: 'Spanking' }).waitFor();
    expect(await b.page.getByText('Mutual Rating').count()).toBe(0);
    await b.page.goBack();

    // Back on the match card, Spanking's products are the collection page; each filter narrows it.
    await card(b.page, 'Spanking').getByRole('link', { name: 'View Products' }).click();
    await b.page.waitForURL('**/enhanced-products/*');
    await b.page.getByRole('heading', { name: 'Spanking Product Collection' }).waitFor();
    await productCards(b.page).first().waitFor();
    const all = await productCards(b.page).count();
    await b.page.getByRole('button', { name: 'Filters & Sort' }).click();
    await choose(b.page, 'Personalized');
    // New to both: the beginner products are the recommended ones.
    const personalized = await everyCardSays(b.page, 'Recommended');
    expect(personalized).toBeGreaterThan(0);
    await choose(b.page, "Editors' picks");
    await everyCardSays(b.page, "Editors' pick");
    await choose(b.page, 'All Products');
    expect(await productCards(b.page).count()).toBe(all);
    for (const level of ['Beginner', 'Intermediate', 'Advanced']) {
      await choose(b.page, level);
      const shown = await productCards(b.page).count();
      expect(shown).toBeLessThanOrEqual(all);
    }
    await choose(b.page, 'All Levels');
    // No stock or sales claim the project could not back; availability is the retailer's to say.
    const text = (await b.page.locator('main').textContent()) ?? '';
    for (const claim of ['In stock', 'Best Seller', 'Currently Unavailable'])
      expect(text).not.toContain(claim);
    expect(await everyCardSays(b.page, 'Check availability at')).toBe(all);
    // Price orders the whole collection, cheapest first, not each subcategory on its own.
    await choose(b.page, 'Price');
    const lowest = (await productCards(b.page).allTextContents()).map((shown) =>
      Number(/\$(\d+)/.exec(shown)?.[1]),
    );
    expect(lowest).toHaveLength(all);
    expect(lowest).toEqual(lowest.toSorted((x, y) => x - y));
    await choose(b.page, 'Rating');
    expect(await productCards(b.page).count()).toBe(all);
    await screenshot(b.page, 'resources-enhanced-phone');
    expect(await accessibilityViolations(b.page)).toEqual([]);

    // The personal guide, written on the device with both names, the activities and the levels.
    await b.page.goto(url('/resources'));
    await unlock(b.page, bob.password);
    await b.page.getByRole('heading', { name: 'Your Personalized Journey' }).waitFor();
    const welcome = b.page.getByRole('heading', { name: 'Welcome to Your Journey' });
    await welcome.waitFor();
    const guide = (await b.page.locator('main').textContent()) ?? '';
    for (const words of [bob.name, alice.name, 'Massage', 'Spanking', '“Very Interested”', "“Let's Do It!”"])
      expect(guide).toContain(words);
    for (const section of [
      'Enhancing Your Shared Experiences',
      'Your New Adventures',
      'Your Journey Continues',
    ])
      await b.page.getByRole('heading', { name: section }).waitFor();
    await screenshot(b.page, 'resources-guide-phone');
    expect(await accessibilityViolations(b.page)).toEqual([]);

    // Top products across the couple's matches, on the desktop, without naming them to the server.
    const aliceActivityPaths = recordActivityPaths(a.context);
    await a.page.goto(url('/product-search'));
    await unlock(a.page, alice.password);
    await a.page.getByRole('heading', { name: 'Top Product Recommendations' }).waitFor();
    await a.page.getByText('Based on your 2 matches with your partner').waitFor();
    expect(await a.page.getByTestId('top-product-card').count()).toBeGreaterThan(0);
    expect(aliceActivityPaths).toEqual([]);
    await screenshot(a.page, 'resources-top-products-desktop');
    expect(await accessibilityViolations(a.page)).toEqual([]);
    await a.page.getByRole('link', { name: 'Get Personalized Guide' }).click();
    await a.page.getByRole('heading', { name: 'Welcome to Your Journey' }).waitFor();
    await screenshot(a.page, 'resources-guide-desktop');
    expect(await accessibilityViolations(a.page)).toEqual([]);

    // Nothing the phone sent names an activity or a level: matches never leave the device.
    const sent = bobBodies.join('\n');
    for (const leak of ['Massage', 'Spanking', 'interestLevel', 'hasExperienced'])
      expect(sent).not.toContain(leak);

    for (const person of people) {
      expectNoConsoleErrors(person.consoleErrors);
      await person.context.close();
    }
  }, 240_000);
  it('says in words what each page is waiting for, cannot find or could not load', async () => {
    const solo = await createPerson(baseUrl, 'Sol');
    const person = await openSignedIn(browser(), baseUrl, solo, {
      viewport: 'phone',
      allowConsole: [/status of (404|500)\b/],
    });
    const { page } = person;
    // The display name given at sign-up is the one the app greets.
    await visit(page, baseUrl, '/dashboard', solo.password);
    await page.getByRole('heading', { name: 'Welcome, Sol' }).waitFor();

    // No partner yet: the guide asks for one instead of writing an empty guide.
    await visit(page, baseUrl, '/resources', solo.password);
    await page.getByRole('heading', { name: 'Connect with a Partner First' }).waitFor();
    await page.getByRole('link', { name: 'Connect With Partner' }).waitFor();

    // An activity that does not exist.
    await visit(page, baseUrl, '/resources/999999', solo.password);
    await page.getByRole('heading', { name: 'Resource Not Found' }).waitFor();
    await visit(page, baseUrl, '/products/999999', solo.password);
    await page.getByRole('heading', { name: 'No Products Found' }).waitFor();

    // A server that fails: five skeleton cards while the page retries, then the spec's error.
    const failing = (route: { fulfill(answer: object): Promise<void> }) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Internal Server Error', message: 'Something went wrong' }),
      });
    await page.route('**/api/product-search/*', failing);
    await page.route('**/api/enhanced-products/*', failing);
    await visit(page, baseUrl, '/products/1', solo.password);
    await expect.poll(() => page.getByTestId('product-skeleton').count()).toBe(5);
    await page.getByRole('heading', { name: 'Error Finding Products' }).waitFor({ timeout: 20_000 });
    await screenshot(page, 'resources-products-error-phone');
    await visit(page, baseUrl, '/enhanced-products/1', solo.password);
    await page.getByRole('heading', { name: 'Error Loading Products' }).waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Return to Matches' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    expectNoConsoleErrors(person.consoleErrors);
    await person.context.close();
  }, 120_000);
});
