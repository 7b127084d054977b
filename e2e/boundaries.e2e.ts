import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoConsoleErrors, screenshot, type GuardedPage } from './support/browser';
import { activityCard, rate, reachCard, visit } from './support/journeys';
import { RESULTS_DIR } from './support/paths';
import { createPerson } from './support/people';
import { sharedBrowser } from './support/shared-browser';
import { openSignedIn } from './support/signed-in';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

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

type Device = GuardedPage & { person: Person; id: number };

/** A person made through the API, signed in on their own device; named by their username. */
async function open(viewport: 'phone' | 'desktop'): Promise<Device> {
  const made = await createPerson(baseUrl);
  const guarded = await openSignedIn(browser(), baseUrl, made, { viewport });
  return { ...guarded, person: { name: made.username, password: made.password }, id: made.userId };
}

// One journey in named steps: each step goes on from the state the one before left.
describe('boundaries: A’s two hard limits shown to B, whom A chose, and nothing to C', () => {
  let a: Device, b: Device, c: Device;

  it('B and C each join A by A’s code', async () => {
    [a, b, c] = await Promise.all([open('desktop'), open('phone'), open('phone')]);
    await join(b.page, b.person, await ownCode(a.page, a.person));
    await join(c.page, c.person, await ownCode(a.page, a.person));
    // The session says who each is, as the sign-up did.
    for (const device of [a, b, c]) expect(await userId(device.page)).toBe(device.id);
  }, 120_000);

  it('A marks Spanking and Ice Play as hard limits: a hard limit is Not Interested, kept after a reload', async () => {
    const alice = a.person;
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
  }, 120_000);

  it('A shares with B only: B sees both, C none, and A’s switch for C starts off', async () => {
    const [alice, bob, carol] = [a.person, b.person, c.person];
    const [aliceId, bobId, carolId] = [a.id, b.id, c.id];
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
  }, 120_000);

  it('wanting Spanking after all lifts its hard limit; B then sees only Ice Play', async () => {
    const [alice, bob, aliceId] = [a.person, b.person, a.id];
    const list = b.page.getByRole('list', { name: `${alice.name}'s boundaries` });
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
  }, 120_000);

  it('logs no console error on any of the three devices', async () => {
    for (const device of [a, b, c]) {
      expectNoConsoleErrors(device.consoleErrors);
      await device.context.close();
    }
  });
});
