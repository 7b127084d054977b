import type { Locator, Page } from 'playwright-core';
import { profiled } from './cpu-profile';

/*
 * How long a page keeps a phone busy, read from the browser's own records rather than from
 * timers in the script: Long Animation Frames (every frame over 50 ms, with its end) tell when
 * the main thread was free again after an action, and Event Timing tells how long a tap took
 * until the next paint (what INP measures). Both are Chromium's, from 123 on.
 */

/** Run before any page script: keeps every long frame and every timed event of the tab. */
export const OBSERVE_SCRIPT = `
  window.__longFrames = [];
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longFrames.push({ start: e.startTime, end: e.startTime + e.duration });
  }).observe({ type: 'long-animation-frame', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId) window.__events.push({ name: e.name, start: e.startTime, duration: e.duration });
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  // The first frame showing what an action waits for, in the page's own clock: a frame callback
  // runs just before each paint. (Playwright notices an element only when it next polls, a
  // hundred milliseconds or more later on a throttled page.)
  window.__shownAt = null;
  window.__watchShown = function (selector, which) {
    window.__shownAt = null;
    requestAnimationFrame(function check() {
      var all = document.querySelectorAll(selector);
      var element = which === 'last' ? all[all.length - 1] : all[0];
      if (element && element.checkVisibility()) window.__shownAt = performance.now();
      else requestAnimationFrame(check);
    });
  };
`;

type Window = {
  __longFrames: Array<{ start: number; end: number }>;
  __events: Array<{ start: number; duration: number }>;
  __shownAt: number | null;
  __watchShown(selector: string, which: 'first' | 'last'): void;
};

/** The page's clock now, to start a measurement from just before an action. */
export const pageNow = (page: Page): Promise<number> => page.evaluate(() => performance.now());

/** What an action waits for: the first (or last) element matching a selector, visible. */
export type ShownTarget = { selector: string; which?: 'first' | 'last' };

/** Call just before the action: from then on the page notes the frame that first shows `ready`. */
export async function watchShown(page: Page, ready: ShownTarget): Promise<void> {
  await page.evaluate(({ selector, which }) => (window as unknown as Window).__watchShown(selector, which), {
    selector: ready.selector,
    which: ready.which ?? 'first',
  });
}

/**
 * Milliseconds from `start` until `ready` (watched with watchShown since before the action) is
 * shown and the main thread has had no long frame for `quietMs`: the first moment the page both
 * shows what was asked and answers a tap at once.
 */
export async function untilSettled(
  page: Page,
  start: number,
  ready: ShownTarget,
  quietMs = 600,
): Promise<number> {
  await page.waitForFunction(() => (window as unknown as Window).__shownAt !== null);
  const shownAt = await page.evaluate(() => (window as unknown as Window).__shownAt ?? NaN);
  // Wait in the page's time until the last long frame is `quietMs` behind. No named inner
  // functions in page code: tsx would wrap them in a helper the page does not have.
  return page.evaluate(
    async ({ start, shownAt, quietMs }) => {
      for (;;) {
        const frames = (window as unknown as Window).__longFrames.filter((f) => f.start >= start);
        const lastEnd = Math.max(shownAt, ...frames.map((f) => f.end));
        if (performance.now() - lastEnd >= quietMs) return lastEnd - start;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    { start, shownAt, quietMs },
  );
}

/** The longest interaction since `start`, from input to the next paint (Event Timing). */
export async function interactionSince(page: Page, start: number): Promise<number> {
  // Event Timing reports an interaction once its next paint is done: give it a frame or two.
  await page.waitForTimeout(300);
  return page.evaluate((start) => {
    const events = (window as unknown as Window).__events.filter((e) => e.start >= start);
    return Math.max(0, ...events.map((e) => e.duration));
  }, start);
}

export type PageSpeed = {
  unlockToCards: number;
  unlockTyped: number;
  kdf: number;
  chipChange: number;
  allCategories: number;
  allCategoriesSettled: number;
  searchKey: number;
  toPreferences: number;
  matchesAfterUnlock: number;
};

const CARDS: ShownTarget = { selector: '[data-kink-id]' };
const LAST_CARD: ShownTarget = { selector: '[data-kink-id]', which: 'last' };
const MATCH_CARDS: ShownTarget = { selector: '[data-testid="match-card"]' };
const matchCards = (page: Page) => page.getByTestId('match-card');

/** About how fast a person types a password on a phone: 22 characters in 2.2 s. */
export const TYPING_DELAY_MS = 100;

/**
 * From the tap on 'Unlock Preferences' until the cards have settled. The password is filled at
 * once, or, `typed`, keyed in at a person's pace: what the page does while it is typed (the
 * page loads its code then) is not in the figure, as a person does not wait for it.
 */
async function unlockTimed(page: Page, password: string, ready: ShownTarget, typed = false): Promise<number> {
  const dialog = page.getByRole('dialog', { name: 'Re-enter Password' });
  const field = dialog.getByLabel('Password');
  if (typed) await field.pressSequentially(password, { delay: TYPING_DELAY_MS });
  else await field.fill(password);
  await watchShown(page, ready);
  const start = await pageNow(page);
  await dialog.getByRole('button', { name: 'Unlock Preferences' }).click();
  return untilSettled(page, start, ready);
}

async function tapTimed(page: Page, target: Locator): Promise<number> {
  const start = await pageNow(page);
  await target.click();
  return interactionSince(page, start);
}

/**
 * One round of what a person does on a phone, signed in with every activity rated: reload the
 * preferences and unlock, pick a category and go back to all, type in the search, go to the
 * matches and back, then reload the matches and unlock there. `page` must have OBSERVE_SCRIPT.
 */
export async function pageSpeedRound(page: Page, baseUrl: string, password: string): Promise<PageSpeed> {
  await page.goto(new URL('/preferences', baseUrl).toString());
  const unlockToCards = await profiled(page, 'unlock-preferences', () => unlockTimed(page, password, CARDS));
  const kdf = await page.evaluate(
    () => performance.getEntriesByName('kdf', 'measure').at(-1)?.duration ?? NaN,
  );
  await page.reload();
  const unlockTyped = await profiled(page, 'unlock-typed', () => unlockTimed(page, password, CARDS, true));
  const chips = page.getByRole('group', { name: 'Filter by category' }).getByRole('button');
  const chipChange = await profiled(page, 'chip', () => tapTimed(page, chips.nth(2)));
  await watchShown(page, LAST_CARD);
  const allStart = await pageNow(page);
  const allCategories = await profiled(page, 'all-categories', () => tapTimed(page, chips.first()));
  // The tap paints first (the chip); the whole list is back once its last card shows.
  const allCategoriesSettled = await untilSettled(page, allStart, LAST_CARD);
  const search = page.getByRole('searchbox', { name: 'Search activities' });
  await search.click();
  const searchKey = await profiled(page, 'search-key', async () => {
    const start = await pageNow(page);
    await search.pressSequentially('ma');
    return interactionSince(page, start);
  });
  await search.fill('');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Matches' }).click();
  await matchCards(page).first().waitFor();
  const toPreferences = await profiled(page, 'to-preferences', async () => {
    await watchShown(page, CARDS);
    const start = await pageNow(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Preferences' }).click();
    return untilSettled(page, start, CARDS);
  });
  await page.goto(new URL('/matches', baseUrl).toString());
  const matchesAfterUnlock = await profiled(page, 'unlock-matches', () =>
    unlockTimed(page, password, MATCH_CARDS),
  );
  return {
    unlockToCards,
    unlockTyped,
    kdf,
    chipChange,
    allCategories,
    allCategoriesSettled,
    searchKey,
    toPreferences,
    matchesAfterUnlock,
  };
}
