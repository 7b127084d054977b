import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoConsoleErrors, newPage, screenshot, type GuardedPage } from './support/browser';
import { activityCard, rate, reachCard, register, skipTutorial, visit } from './support/journeys';
import { RESULTS_DIR } from './support/paths';
import { sharedBrowser } from './support/shared-browser';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();
const stamp = Date.now().toString(36);

type Person = { name: string; password: string };

async function ownCode(page: Page, person: Person): Promise<string> {
  await visit(page, baseUrl, '/partner/connect', person.password);
  const code = page.getByTestId('own-code');
  await code.waitFor();
  return (await code.textContent()) ?? '';
}

async function join(page: Page, person: Person, code: string): Promise<void> {
  await visit(page, baseUrl, '/partner/connect?mode=join', person.password);
  await page.getByLabel('Partner code').fill(code);
  await page.getByRole('button', { name: 'Connect' }).click();
  await page.getByRole('dialog', { name: 'Successfully Connected!' }).waitFor();
  await page.keyboard.press('Escape');
}

const hardLimit = async (page: Page, name: string) =>
  (await reachCard(page, name)).getByRole('switch', { name: /Hard limit/ });

/** Opens the matches page with one partner and waits until that partner's boundaries blob was read. */
async function openMatches(page: Page, person: Person, partnerId: number): Promise<void> {
  const read = page.waitForResponse(
    (response) =>
      /\/api\/connections\/\d+\/boundaries$/.test(response.url()) && response.request().method() === 'GET',
  );
  await visit(page, baseUrl, `/matches?partnerId=${partnerId}`, person.password);
  await read;
  await page.getByRole('switch', { name: /Share my boundaries/ }).waitFor();
}

async function userId(page: Page): Promise<number> {
  return page.evaluate(
    async () => ((await (await fetch('/api/auth/me')).json()) as { user: { id: number } }).user.id,
  );
}

describe('boundaries: hard limits shared only with the partner chosen', () => {
  it('shows A’s two hard limits to B, whom A chose, and nothing to C', async () => {
    const people: GuardedPage[] = [];
    const open = async (viewport: 'phone' | 'desktop', person: Person) => {
      const guarded = await newPage(browser(), { viewport });
      people.push(guarded);
      await register(guarded.page, baseUrl, person.name, person.password);
      await skipTutorial(guarded.page);
      return guarded;
    };
    const alice = { name: `alice.${stamp}`, password: 'harbor lantern quilt 42' };
    const bob = { name: `bob.${stamp}`, password: 'meadow copper finch 77' };
    const carol = { name: `carol.${stamp}`, password: 'velvet canyon spoon 31' };
    const a = await open('desktop', alice);
    const b = await open('phone', bob);
    const c = await open('phone', carol);
    await join(b.page, bob, await ownCode(a.page, alice));
    await join(c.page, carol, await ownCode(a.page, alice));
    const bobId = await userId(b.page);
    const carolId = await userId(c.page);
    const aliceId = await userId(a.page);

    // A rates Spanking, then marks it and Ice Play as hard limits: a hard limit is Not Interested.
    await visit(a.page, baseUrl, '/preferences', alice.password);
    await a.page.getByText('% complete').first().waitFor();
    await rate(a.page, { name: 'Spanking', interest: 4 });
    for (const name of ['Spanking', 'Ice Play']) {
      const saved = a.page.waitForResponse(
        (response) => response.url().endsWith('/api/boundaries') && response.request().method() === 'PUT',
      );
      await (await hardLimit(a.page, name)).click();
      await saved;
    }
    await expect
      .poll(async () =>
        (await reachCard(a.page, 'Spanking')).getByRole('slider').getAttribute('aria-valuetext'),
      )
      .toMatch(/Not Interested/i);
    await a.page.getByRole('button', { name: 'Save Preferences' }).click();
    await a.page.waitForURL('**/matches*');

    // Kept after a reload: both switches come back on, opened on the device.
    await visit(a.page, baseUrl, '/preferences', alice.password);
    for (const name of ['Spanking', 'Ice Play']) {
      await expect
        .poll(async () => (await hardLimit(a.page, name)).getAttribute('aria-checked'))
        .toBe('true');
    }
    // Off-screen chapters are not drawn (content-visibility): bring the card in first.
    await activityCard(a.page, 'Spanking').scrollIntoViewIfNeeded();
    await (await hardLimit(a.page, 'Spanking')).waitFor({ state: 'visible' });
    await activityCard(a.page, 'Spanking').screenshot({
      path: path.join(RESULTS_DIR, 'screenshots', 'boundaries-card-desktop.png'),
    });

    // Nothing is shared yet: B sees no boundaries.
    await openMatches(b.page, bob, aliceId);
    expect(await b.page.getByRole('heading', { name: /’s boundaries|'s boundaries/ }).count()).toBe(0);

    // A shares with B only.
    await openMatches(a.page, alice, bobId);
    const share = a.page.getByRole('switch', { name: /Share my boundaries/ });
    expect(await share.getAttribute('aria-checked')).toBe('false');
    await share.click();
    await expect.poll(() => share.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => share.isEnabled()).toBe(true);
    await screenshot(a.page, 'boundaries-share-desktop');

    await openMatches(b.page, bob, aliceId);
    const list = b.page.getByRole('list', { name: `${alice.name}'s boundaries` });
    await b.page.getByRole('heading', { name: `${alice.name}'s boundaries` }).waitFor();
    expect((await list.getByRole('listitem').allTextContents()).toSorted()).toEqual(['Ice Play', 'Spanking']);
    await screenshot(b.page, 'boundaries-partner-phone');

    // C, also connected to A, sees none; nor does A's switch for C start on.
    await openMatches(c.page, carol, aliceId);
    expect(await c.page.getByRole('heading', { name: /boundaries/ }).count()).toBe(0);
    await openMatches(a.page, alice, carolId);
    expect(
      await a.page.getByRole('switch', { name: /Share my boundaries/ }).getAttribute('aria-checked'),
    ).toBe('false');

    // Wanting Spanking after all lifts its hard limit; B then sees only Ice Play.
    await visit(a.page, baseUrl, '/preferences', alice.password);
    await expect
      .poll(async () => (await hardLimit(a.page, 'Spanking')).getAttribute('aria-checked'))
      .toBe('true');
    const lifted = a.page.waitForResponse(
      (response) => response.url().endsWith('/api/boundaries') && response.request().method() === 'PUT',
    );
    await rate(a.page, { name: 'Spanking', interest: 3 });
    await lifted;
    expect(await (await hardLimit(a.page, 'Spanking')).getAttribute('aria-checked')).toBe('false');
    await openMatches(b.page, bob, aliceId);
    await b.page.getByRole('heading', { name: `${alice.name}'s boundaries` }).waitFor();
    expect(await list.getByRole('listitem').allTextContents()).toEqual(['Ice Play']);

    for (const person of people) {
      expectNoConsoleErrors(person.consoleErrors);
      await person.context.close();
    }
  }, 240_000);
});
