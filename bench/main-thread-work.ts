import type { CDPSession, Page } from 'playwright-core';
import { profiled } from './cpu-profile';

/*
 * How much work an action gives the page's main thread, in CPU time rather than wall time: the
 * thread clock of Chromium's trace (`tdur`) counts only while the thread runs, so on a machine
 * busy with other work the figure barely moves where wall-clock timings double. Measured without
 * CPU throttling (Chromium's throttling pauses the thread, which a thread clock does not count);
 * times four stands in for a mid-range phone. For A/B comparisons of two builds, not budgets.
 */

const CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'];
/** Top-level tasks of a thread: every piece of work the main thread did is inside one. */
const TASK = 'ThreadControllerImpl::RunTask';
const STYLE_AND_LAYOUT = new Set(['UpdateLayoutTree', 'Layout']);

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  tdur?: number;
  args?: { name?: string };
};

export type ThreadWork = { taskMs: number; styleLayoutMs: number };

async function traced(cdp: CDPSession, action: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  const collect = (data: { value: object[] }) => events.push(...(data.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES } });
  try {
    await action();
  } finally {
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
  }
  return events;
}

/**
 * The busiest renderer main thread's CPU time during `action`: its tasks in all, and the style and
 * layout inside them. Other tabs of the browser idle meanwhile, so the busiest is the page's own.
 */
export async function mainThreadWork(page: Page, action: () => Promise<void>): Promise<ThreadWork> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const events = await traced(cdp, action);
    const mainThreads = new Set(
      events
        .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
        .map((e) => `${e.pid}:${e.tid}`),
    );
    const perThread = new Map<string, ThreadWork>();
    for (const event of events) {
      const thread = `${event.pid}:${event.tid}`;
      if (event.ph !== 'X' || event.tdur === undefined || !mainThreads.has(thread)) continue;
      const work = perThread.get(thread) ?? { taskMs: 0, styleLayoutMs: 0 };
      if (event.name === TASK) work.taskMs += event.tdur / 1000;
      if (STYLE_AND_LAYOUT.has(event.name)) work.styleLayoutMs += event.tdur / 1000;
      perThread.set(thread, work);
    }
    return [...perThread.values()].reduce((a, b) => (b.taskMs > a.taskMs ? b : a), {
      taskMs: 0,
      styleLayoutMs: 0,
    });
  } finally {
    await cdp.detach();
  }
}

/** Waits out what an action sets going (deferred renders, observers) inside the trace. */
const AFTERMATH_MS = 1500;

/**
 * One round on the preferences page, signed in with every activity rated: unlock, a category, back
 * to 'All Categories', two keys in the search; each the main thread's CPU time, in milliseconds.
 */
export async function workRound(
  page: Page,
  baseUrl: string,
  password: string,
): Promise<Record<string, number>> {
  await page.goto(new URL('/preferences', baseUrl).toString());
  const dialog = page.getByRole('dialog', { name: 'Re-enter Password' });
  await dialog.getByLabel('Password').fill(password);
  const act = (name: string, action: () => Promise<unknown>) =>
    profiled(page, `work-${name}`, () =>
      mainThreadWork(page, async () => {
        await action();
        await page.waitForTimeout(AFTERMATH_MS);
      }),
    );
  const unlock = await act('unlock', async () => {
    await dialog.getByRole('button', { name: 'Unlock Preferences' }).click();
    await page.locator('[data-kink-id]').first().waitFor();
  });
  const chips = page.getByRole('group', { name: 'Filter by category' }).getByRole('button');
  const chip = await act('chip', () => chips.nth(2).click());
  const allCategories = await act('all-categories', () => chips.first().click());
  const search = page.getByRole('searchbox', { name: 'Search activities' });
  await search.click();
  const searchKeys = await act('search-keys', () => search.pressSequentially('ma'));
  await search.fill('');
  const figures: Record<string, number> = {};
  for (const [name, work] of Object.entries({ unlock, chip, allCategories, searchKeys })) {
    figures[name] = work.taskMs;
    figures[`${name}StyleLayout`] = work.styleLayoutMs;
  }
  return figures;
}
