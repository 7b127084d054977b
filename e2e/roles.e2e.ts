import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoConsoleErrors, screenshot, type GuardedPage } from './support/browser';
import { activityCard, rate, type Rating, skipTutorial, visit } from './support/journeys';
import { accessibilityViolations } from './support/axe';
import { createPerson } from './support/people';
import { sharedBrowser } from './support/shared-browser';
import { openSignedIn } from './support/signed-in';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();
const stamp = Date.now().toString(36);

type Person = { name: string; password: string };
/** A rating plus the role chosen under 'Detailed preferences'. */
type RoleRating = Rating & { role?: string };

async function rateWithRoles(page: Page, person: Person, ratings: RoleRating[]): Promise<void> {
  await visit(page, baseUrl, '/preferences', person.password);
  await page.getByText('% complete').first().waitFor();
  const tutorial = page.getByRole('dialog', { name: 'Welcome to Preferences' });
  if (await tutorial.isVisible()) await skipTutorial(page);
  for (const rating of ratings) {
    await rate(page, rating);
    if (!rating.role) continue;
    const target = activityCard(page, rating.name);
    await target.getByRole('button', { name: 'Detailed preferences' }).click();
    await target.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: rating.role, exact: true }).click();
  }
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await page.waitForURL((address) => address.pathname === '/matches');
}

const card = (page: Page, name: string) =>
  page.getByTestId('match-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function cardNames(page: Page): Promise<string[]> {
  const names = await page.getByTestId('match-card').getByRole('heading', { level: 3 }).allTextContents();
  return names.toSorted();
}

describe('complementary roles', () => {
  it('says who would like which side, badges it, and filters to it', async () => {
    const people: GuardedPage[] = [];
    /** A person made through the API, signed in on their own device at `path`. */
    const open = async (viewport: 'phone' | 'desktop', displayName: string, path: string) => {
      const made = await createPerson(baseUrl, displayName);
      const guarded = await openSignedIn(browser(), baseUrl, made, { viewport, path });
      people.push(guarded);
      const person: Person = { name: displayName, password: made.password };
      return { ...guarded, person };
    };
    // The matches page calls a partner by the part of the display name before '-'.
    const [a, b] = await Promise.all([
      open('desktop', `rowan-${stamp}`, '/partner/connect'),
      open('phone', `quinn-${stamp}`, '/partner/connect?mode=join'),
    ]);
    const [rowan, quinn] = [a.person, b.person];
    const code = (await a.page.getByTestId('own-code').textContent()) ?? '';
    await b.page.getByLabel('Partner code').fill(code);
    await b.page.getByRole('button', { name: 'Connect' }).click();
    await b.page.getByRole('dialog', { name: 'Successfully Connected!' }).waitFor();
    await b.page.keyboard.press('Escape');

    // Spanking: opposite roles. Biting: the same one-sided role. Massage: no roles at all.
    await rateWithRoles(a.page, rowan, [
      { name: 'Spanking', interest: 4, role: 'Spanking' },
      { name: 'Biting', interest: 4, role: 'Biting' },
      { name: 'Massage', interest: 5 },
    ]);
    await rateWithRoles(b.page, quinn, [
      { name: 'Spanking', interest: 5, role: 'Being spanked' },
      { name: 'Biting', interest: 3, role: 'Biting' },
      { name: 'Massage', interest: 4 },
    ]);

    // Quinn's phone: the sentence and the badge on Spanking only.
    await b.page.getByRole('heading', { name: 'New Adventures' }).waitFor();
    expect(await cardNames(b.page)).toEqual(['Biting', 'Massage', 'Spanking']);
    const spanking = card(b.page, 'Spanking');
    await spanking.getByText('rowan would like to spank you, you would like to be spanked').waitFor();
    await spanking.getByText('Complementary', { exact: true }).waitFor();
    expect(await card(b.page, 'Biting').getByText('Complementary', { exact: true }).count()).toBe(0);
    expect(
      await card(b.page, 'Biting')
        .getByText(/would like to/)
        .count(),
    ).toBe(0);
    await spanking.scrollIntoViewIfNeeded();
    await screenshot(b.page, 'roles-card-phone');

    // The filter keeps only Spanking; Mutual Experiences has no such filter, and no card here.
    const filter = b.page.getByRole('radiogroup', { name: 'Filter' });
    await filter.getByRole('radio', { name: 'Complementary' }).click();
    expect(await cardNames(b.page)).toEqual(['Spanking']);
    await screenshot(b.page, 'roles-filter-phone');
    await b.page.getByRole('radio', { name: 'Mutual Experiences' }).click();
    await filter.waitFor({ state: 'detached' });
    expect(await cardNames(b.page)).toEqual([]);
    await screenshot(b.page, 'roles-filter-empty-phone');
    await b.page.getByRole('radio', { name: 'Explore Together' }).click();
    await filter.getByRole('radio', { name: 'Show All' }).click();

    // Rowan's desktop: the same fit, from the other side.
    await visit(a.page, baseUrl, '/matches', rowan.password);
    const fromRowan = card(a.page, 'Spanking');
    await fromRowan.getByText('You would like to spank quinn, quinn would like to be spanked').waitFor();
    await fromRowan.getByText('Complementary', { exact: true }).waitFor();
    await a.page
      .getByRole('radiogroup', { name: 'Filter' })
      .getByRole('radio', { name: 'Complementary' })
      .click();
    expect(await cardNames(a.page)).toEqual(['Spanking']);
    await screenshot(a.page, 'roles-card-desktop');

    // The badge and the sentence pass axe (WCAG 2.1 AA) in the light and the dark scheme.
    for (const colorScheme of ['light', 'dark'] as const) {
      await a.page.emulateMedia({ colorScheme });
      await expect
        .poll(() => a.page.evaluate(() => document.documentElement.classList.contains('dark')))
        .toBe(colorScheme === 'dark');
      await a.page.mouse.move(0, 0);
      await a.page.waitForTimeout(300);
      expect(await accessibilityViolations(a.page), colorScheme).toEqual([]);
    }
    await screenshot(a.page, 'roles-card-dark-desktop');

    // 'Print' prints the matches alone: the browser's dialog opens, and on paper only the cards show.
    await a.page.emulateMedia({ colorScheme: 'light' });
    await a.page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await a.page.getByRole('button', { name: 'Print' }).click();
    expect(await a.page.locator('body').getAttribute('data-printed')).toBe('yes');
    await a.page.emulateMedia({ media: 'print' });
    expect(await fromRowan.isVisible()).toBe(true);
    for (const hidden of [a.page.locator('header'), a.page.getByRole('button', { name: 'Print' })])
      expect(await hidden.first().isVisible()).toBe(false);
    await screenshot(a.page, 'roles-print-desktop');
    await a.page.emulateMedia({ media: 'screen' });

    for (const person of people) {
      expectNoConsoleErrors(person.consoleErrors);
      await person.context.close();
    }
  }, 180_000);
});
