import type { Page } from 'playwright-core';
import type { PreferenceBlob } from '@core/api/preferences';
import { describe, expect, inject, it } from 'vitest';
import { expectNoConsoleErrors, newPage, screenshot } from './support/browser';
import { sharedBrowser } from './support/shared-browser';
import { activityCard, login, openUserMenu, skipTutorial } from './support/journeys';
import { catalogue, connect, createPerson, everyDetail, saveAnswers, share } from './support/people';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

const WIDTHS = [320, 360, 390] as const;
/** A phone turned sideways, or a desktop window, before each state is narrowed to the phones'. */
const WIDE = 900;
/** Long names of the kind people give (the field takes 64 characters). */
const LONG_NAMES = [
  'Wolfeschlegelsteinhausen Featherstonehaugh-Cholmondeley',
  'Bartholomew-Maximiliano Vanderbilt-Featherstonehaugh',
  'Konstantinopoulou Alexandrina Montgomery-Wellington',
  'Hubertina-Evangelina Papadopoulos-Oppenheimer',
];

/**
 * What is wider than the screen: the document's own width, and each element that reaches past
 * either edge without a scrolling or clipping box of its own around it (a chip row that scrolls
 * sideways by design is fine; the page itself never is).
 */
function overflowAt(page: Page, width: number): Promise<string[]> {
  return page.evaluate((width) => {
    const found: string[] = [];
    // innerWidth too: a phone's browser widens its layout viewport to a page wider than the
    // screen (and zooms out), so innerWidth alone grows with the fault it should reveal.
    const { scrollWidth } = document.documentElement;
    if (scrollWidth > width || window.innerWidth > width) {
      found.push(`the page is ${scrollWidth} px wide (innerWidth ${window.innerWidth})`);
    }
    const insideClip = (element: Element) => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    // A box sliding on or off the screen (a toast leaving to the right) is past the edge for the
    // length of its animation by design; where it rests is what a layout fault would be.
    // Endless ones (a skeleton's pulse) rest nowhere, so they are measured.
    const moving = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
      .map((animation) => (animation.effect as KeyframeEffect | null)?.target)
      .filter((target): target is Element => target instanceof Element);
    const wide: Element[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (moving.some((target) => target.contains(element))) continue;
      const left = rect.left + window.scrollX;
      const right = rect.right + window.scrollX;
      if (right > width + 1 || left < -1) if (!insideClip(element)) wide.push(element);
    }
    // What pushes the page out, innermost first: the boxes whose removal brings it back within
    // the screen (each one hidden for a moment), else the innermost boxes past the edge.
    const describe = (element: Element) => {
      const rect = element.getBoundingClientRect();
      const text = (element.textContent ?? '').trim().slice(0, 40);
      const classes = typeof element.className === 'string' ? element.className.slice(0, 60) : '';
      const span = `${Math.round(rect.left + window.scrollX)}..${Math.round(rect.right + window.scrollX)}`;
      return `<${element.tagName.toLowerCase()} class="${classes}"> ${span} "${text}"`;
    };
    const innermost = (list: Element[]) =>
      list.filter((outer) => !list.some((inner) => inner !== outer && outer.contains(inner)));
    // What pushes the page out: in each innermost box past the edge, laid out at its narrowest
    // for a moment, the innermost boxes as wide as it (their own narrowest sets its width).
    const pushers = innermost(wide)
      .slice(0, 3)
      .flatMap((outer) => {
        if (!(outer instanceof HTMLElement)) return [describe(outer)];
        const before = outer.style.width;
        outer.style.width = 'min-content';
        const limit = outer.getBoundingClientRect().width - 1;
        const widest = innermost(
          [...outer.querySelectorAll('*')].filter(
            (inner) => inner.getBoundingClientRect().width >= limit - 64,
          ),
        );
        const described = widest.slice(0, 2).map((inner) => `  pushed by ${describe(inner)}`);
        outer.style.width = before;
        return [describe(outer), ...described];
      });
    found.push(...pushers);
    return found.slice(0, 6);
  }, width);
}

/** Checks the page at each width; returns what overflowed, labelled. */
async function measure(page: Page, label: string): Promise<string[]> {
  const found: string[] = [];
  // Drawn wide first (a phone turned sideways, a window narrowed): what keeps a size it had when
  // wide (a card's remembered intrinsic size, a measured row) must still fit once narrow.
  await page.setViewportSize({ width: WIDE, height: 760 });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 760 });
    // A phone never changes width, a test does: what the page sizes after a resize (observers,
    // drawn-when-near cards) gets up to 3 s to settle, as a page opened at this width would have;
    // one that never fits is reported just below.
    await page
      .waitForFunction((fits) => document.documentElement.scrollWidth <= fits, width, { timeout: 3_000 })
      .catch(() => undefined);
    found.push(...(await overflowAt(page, width)).map((what) => `${label} at ${width}: ${what}`));
  }
  await page.setViewportSize({ width: 360, height: 760 });
  // The screen a person sees (a full page of 136 cards is too long to capture in time).
  await screenshot(page, `phone-width-${label.replace(/[^a-z0-9]+/gi, '-')}`, { fullPage: false });
  // The next state is reached on the narrowest screen, as a person on it would reach it.
  await page.setViewportSize({ width: WIDTHS[0], height: 760 });
  return found;
}

/**
 * What the sign-in's toast covers, with the user menu open: navigation (header, step bar, bottom
 * bar) or the menu itself (where they meet, the menu must be on top).
 */
async function toastCovers(page: Page): Promise<string[]> {
  const toast = page.getByRole('status').filter({ hasText: 'Welcome back!' }).first();
  await toast.waitFor();
  // At once: a toast lasts 5 s.
  const found = await toast.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const targets: Array<[string, Element | null]> = [
      ['the header', document.querySelector('header')],
      ['the step bar', document.querySelector('nav[aria-label="Progress"]')],
      ['the bottom bar', document.querySelector('nav[aria-label="Main"]')],
    ];
    return targets.flatMap(([name, target]) => {
      const other = target?.getBoundingClientRect();
      if (!other) return [];
      const apart =
        Math.min(box.right, other.right) <= Math.max(box.left, other.left) ||
        Math.min(box.bottom, other.bottom) <= Math.max(box.top, other.top);
      return apart ? [] : [`the toast covers ${name}`];
    });
  });
  // Where an open menu and a toast meet, the menu is on top (whether this toast is still there).
  await openUserMenu(page);
  const menuUnder = await page.evaluate(() => {
    const viewport = document.querySelector('[data-slot="toast-viewport"]');
    const menu = document.querySelector('[role="menu"]');
    const layer = menu?.closest('[data-radix-popper-content-wrapper]') ?? menu;
    if (!viewport || !layer) return 'no toast area or no open menu';
    const z = (element: Element) => Number(getComputedStyle(element).zIndex) || 0;
    return z(viewport) < z(layer) ? null : 'a toast would cover the open menu';
  });
  await page.keyboard.press('Escape');
  return menuUnder ? [...found, menuUnder] : found;
}

/** In-app navigation, as a link would: the keys stay in memory, so no password again. */
async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // A page's title, or the dialog it opens over it (the tutorial hides the rest from the tree).
  await page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first().waitFor();
  await page.waitForTimeout(500);
}

describe('phone width', () => {
  it('no page is wider than a 320, 360 or 390 px screen, with tried details, long names and three partners', async () => {
    const [me, partner, ...others] = await Promise.all(LONG_NAMES.map((name) => createPerson(baseUrl, name)));
    if (!me || !partner) throw new Error('people were not made');
    const partners = [partner, ...others];
    const kinks = await catalogue(baseUrl, me);
    const detailed = kinks.filter((kink) => kink.detailSchema);
    // Every activity with detailed options tried, enjoyed and wanted, every detail chosen.
    const answers = new Map<number, PreferenceBlob>(
      detailed.map((kink) => [
        kink.id,
        { hasExperienced: true, experienceRating: '4', interestLevel: '4', detailOptions: everyDetail(kink) },
      ]),
    );
    await Promise.all([
      saveAnswers(baseUrl, me, kinks, answers),
      saveAnswers(baseUrl, partner, kinks, answers),
    ]);
    const connectionIds = [];
    for (const other of partners) connectionIds.push(await connect(baseUrl, me, other));
    await Promise.all([
      share(baseUrl, me, partner, connectionIds[0] ?? 0, kinks, answers),
      share(baseUrl, partner, me, connectionIds[0] ?? 0, kinks, answers),
    ]);

    const { page, context, consoleErrors } = await newPage(browser(), { viewport: 'phone' });
    await page.setViewportSize({ width: WIDTHS[0], height: 760 });
    const found: string[] = [];
    for (const path of ['/', '/auth', '/privacy', '/no-such-page']) {
      await page.goto(new URL(path, baseUrl).toString());
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      found.push(...(await measure(page, `public ${path}`)));
    }

    await page.emulateMedia({ colorScheme: 'dark' });
    await login(page, baseUrl, me.username, me.password);
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    found.push(...(await toastCovers(page)));
    found.push(...(await measure(page, 'dashboard')));

    await go(page, '/preferences');
    await skipTutorial(page);
    found.push(...(await measure(page, 'preferences')));
    const spanking = activityCard(page, 'Spanking');
    await spanking.scrollIntoViewIfNeeded();
    await spanking.getByRole('button', { name: 'Detailed preferences' }).click();
    found.push(...(await measure(page, 'preferences with details open')));

    await go(page, `/matches?partnerId=${partner.userId}`);
    // Both tried them all: they are mutual experiences.
    await page.getByRole('radio', { name: 'Mutual Experiences' }).click();
    const compare = page.getByRole('button', { name: 'Compare Preferences' }).first();
    await compare.waitFor({ state: 'attached' });
    // Clicked in place: the cards around it take their real heights as they are drawn.
    await compare.evaluate((button: HTMLElement) => button.click());
    await page
      .getByRole('button', { name: 'Compare Preferences', expanded: true })
      .waitFor({ state: 'attached' });
    found.push(...(await measure(page, 'matches with details open')));
    await page.getByRole('button', { name: 'Change Partner' }).first().click();
    await page.getByRole('dialog', { name: 'Select a Partner' }).getByRole('combobox').click();
    await page.getByRole('listbox').waitFor();
    found.push(...(await measure(page, 'matches partner picker')));
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    const spankingId = kinks.find((kink) => kink.name === 'Spanking')?.id ?? 1;
    for (const path of [
      '/profile',
      '/resources',
      `/resources/${spankingId}`,
      '/product-search',
      `/products/${spankingId}`,
      `/enhanced-products/${spankingId}`,
      '/partner/connect',
      '/privacy',
      '/no-such-page',
    ]) {
      await go(page, path);
      found.push(...(await measure(page, `signed in ${path}`)));
    }
    expect(found).toEqual([]);
    expectNoConsoleErrors(consoleErrors);
    await context.close();
  }, 240_000);
});
