import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { PreferenceBlob } from '@core/api/preferences';
import { compactShareAad, derivePairKeys, open } from '@core/crypto';
import { testKey } from '@core/crypto/test-support';
import { openPairBoundaries } from '@core/sharing';
import { openDatabase } from '../server/src/db/database';
import { decodeCompactSet } from '../server/src/services/stored-share-sets';
import { accessibilityViolations } from './support/axe';
import { expectNoConsoleErrors, newPage, screenshot, type Viewport } from './support/browser';
import { sharedBrowser } from './support/shared-browser';
import { twoFingerDoubleTap } from './support/touch';
import {
  activityCard,
  ANONYMOUS_SESSION_CHECK,
  openUserMenu,
  reachCard,
  unlock,
  visit,
} from './support/journeys';
import { catalogue, createPerson, saveAnswers, type ApiPerson } from './support/people';
import { openSignedIn } from './support/signed-in';

const baseUrl = inject('baseUrl');
const url = (path: string) => new URL(path, baseUrl).toString();
const browser = sharedBrowser();

const LOCKED_TEXT = 'Your preferences are encrypted';
const unlockDialog = (page: Page) => page.getByRole('dialog', { name: 'Re-enter Password' });

/**
 * A person with Massage rated 5 and saved (through the API, sealed as the app seals it), on their
 * own device at `path`, signed in and unlocked.
 */
async function ratedPerson(viewport: Viewport, path: string, displayName?: string) {
  const person = await createPerson(baseUrl, displayName);
  const kinks = await catalogue(baseUrl, person);
  const massage = kinks.find((kink) => kink.name === 'Massage');
  if (!massage) throw new Error('no Massage in the catalogue');
  const rated: PreferenceBlob = {
    hasExperienced: false,
    experienceRating: '3',
    interestLevel: '5',
    detailOptions: {},
  };
  await saveAnswers(baseUrl, person, kinks, new Map([[massage.id, rated]]));
  return { person, ...(await openSignedIn(browser(), baseUrl, person, { viewport, path })) };
}

/** A member's id and public key, as their session gives them. */
const asMember = (person: ApiPerson) => ({ id: person.userId, publicKey: person.publicKey });

async function expectMassageShown(page: Page): Promise<void> {
  const slider = (await reachCard(page, 'Massage')).getByRole('slider');
  expect(await slider.getAttribute('aria-valuenow')).toBe('5');
}

describe('trust on this device', () => {
  it('Lock now hides the answers behind the password; the export holds the rated activity', async () => {
    const { page, consoleErrors, person } = await ratedPerson('phone', '/preferences');
    const { password } = person;
    await expectMassageShown(page);

    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Lock now' }).click();
    await unlockDialog(page).waitFor();
    // Nothing readable is left on the page behind the dialog.
    await page.getByText(LOCKED_TEXT).waitFor();
    expect(await activityCard(page, 'Massage').count()).toBe(0);
    await screenshot(page, 'trust-locked-phone');
    await unlock(page, password);
    // Locked again at once: the unlock's 'Encryption key restored' goes with the keys, not 5 s later.
    const restored = page.getByText('Encryption key restored', { exact: true });
    await restored.waitFor();
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Lock now' }).click();
    await unlockDialog(page).waitFor();
    await restored.waitFor({ state: 'hidden', timeout: 2_000 });
    await unlock(page, password);
    await expectMassageShown(page);

    await page.goto(url('/profile'));
    await unlock(page, password);
    const button = page.getByRole('button', { name: 'Download my data' });
    await button.scrollIntoViewIfNeeded();
    await screenshot(page, 'trust-profile-settings-phone');
    expect(await accessibilityViolations(page)).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    const file = await download.path();
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      preferences: Array<{ activity: string; interestLevel: number; interest: string }>;
      deviceSettings: { autoLockMinutes: string };
    };
    expect(download.suggestedFilename()).toMatch(/^connect-discover-my-data-\d{4}-\d\d-\d\d\.json$/);
    expect(data.preferences).toContainEqual(
      expect.objectContaining({ activity: 'Massage', interestLevel: 5, interest: "Let's Do It!" }),
    );
    expect(data.deviceSettings.autoLockMinutes).toBe('15');
    expectNoConsoleErrors(consoleErrors);
  });

  it('locks by itself after the chosen 5 minutes without interaction, not before', async () => {
    const { page, consoleErrors } = await ratedPerson('desktop', '/profile');
    // From here the page's clock is driven by the test; choosing the time starts the wait anew.
    await page.clock.install();
    await page.getByRole('combobox', { name: 'Lock when not used' }).click();
    await page.getByRole('option', { name: 'After 5 minutes' }).click();
    await page.getByRole('button', { name: 'Download my data' }).waitFor();

    await page.clock.fastForward('04:50');
    expect(await unlockDialog(page).count()).toBe(0);
    await page.clock.fastForward('00:15');
    await unlockDialog(page).waitFor();
    // Behind the dialog (hidden from the accessibility tree while it is open) the card asks to unlock.
    await page.getByText('Unlock to download my data').waitFor();
    await screenshot(page, 'trust-auto-locked-desktop');
    expectNoConsoleErrors(consoleErrors);
  });

  it('discreet mode: a Notes tab; Escape twice, the header eye or a two-finger double tap hides the app until the password', async () => {
    const { page, consoleErrors, person } = await ratedPerson('phone', '/profile');
    const { password } = person;
    const quickHide = page.getByRole('button', { name: 'Hide now' });
    expect(await quickHide.count()).toBe(0);
    await page.getByRole('switch', { name: 'Discreet mode' }).click();
    expect(await page.title()).toBe('Notes');
    // The profile tells a phone user the phone's way; the eye shows at the header's left.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByText('double-tap anywhere with two fingers').waitFor();
    await quickHide.waitFor();
    // From the top: the whole page in the picture with the header (sticky) where it belongs.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'trust-discreet-profile-phone-360');
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/notes-icon.svg');
    // An app installed now is a Notes app.
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await fetch(url(manifestHref ?? ''))).json()) as { name: string };
    expect(manifest.name).toBe('Notes');
    // A reload shows Notes from the first paint, before any of the app's code has run: on a device
    // with the setting on, the page whose scripts never arrive already wears the neutral identity.
    const early = await browser().newContext({ serviceWorkers: 'block' });
    await early.addInitScript(() => localStorage.setItem('discreet-mode', 'on'));
    const earlyPage = await early.newPage();
    await earlyPage.route('**/assets/*.js', () => undefined); // held: the app's code never runs
    await earlyPage.goto(url('/preferences'), { waitUntil: 'commit' });
    await earlyPage.waitForSelector('#root', { state: 'attached' });
    expect(await earlyPage.title()).toBe('Notes');
    expect(await earlyPage.locator('link[rel="icon"]').getAttribute('href')).toBe('/notes-icon.svg');
    expect(await earlyPage.locator('link[rel="manifest"]').getAttribute('href')).toBe('/notes.webmanifest');
    // The bar index.html draws before the app's code arrives carries the name: not here.
    await earlyPage.locator('[data-boot-shell]').waitFor({ state: 'attached' });
    expect(await earlyPage.getByText('Connect & Discover').isVisible()).toBe(false);
    await early.close();

    await page.goto(url('/preferences'));
    await unlock(page, password);
    await expectMassageShown(page);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.waitForURL('**/notes');
    await page.getByRole('heading', { name: 'Notes' }).waitFor();
    expect(await page.title()).toBe('Notes');
    expect(await page.getByText('Connect & Discover').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'User menu' }).count()).toBe(0);
    await screenshot(page, 'trust-notes-phone');
    expect(await accessibilityViolations(page)).toEqual([]);

    // Back to the app: the keys are gone, so the password comes first.
    await page.goBack();
    await unlockDialog(page).waitFor();
    expect(await activityCard(page, 'Massage').count()).toBe(0);
    await unlock(page, password);
    await expectMassageShown(page);

    // By touch: the eye at the header's left...
    await quickHide.tap();
    await page.waitForURL('**/notes');
    await page.goBack();
    await unlock(page, password);
    await expectMassageShown(page);
    // ...or two fingers tapped twice anywhere on the page.
    await twoFingerDoubleTap(page, { x: 180, y: 420 });
    await page.waitForURL('**/notes');
    await page.getByRole('heading', { name: 'Notes' }).waitFor();
    await page.goBack();
    await unlockDialog(page).waitFor();
    expectNoConsoleErrors(consoleErrors);
  }, 180_000);

  it('the privacy page is open to anyone, from the landing privacy dialog', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const { page, consoleErrors } = await newPage(browser(), {
        viewport,
        allowConsole: [ANONYMOUS_SESSION_CHECK],
      });
      await page.goto(url('/'));
      await page.getByRole('button', { name: /Your Privacy & Security/ }).click();
      await page.getByRole('link', { name: 'Read exactly what our server can and cannot learn' }).click();
      await page.waitForURL('**/privacy');
      await page.getByRole('heading', { name: 'Your privacy, in plain words' }).waitFor();
      for (const title of [
        'What our server stores',
        'What the server can learn',
        'What the server cannot learn',
        'What a partner can learn',
        'How to compare safety codes',
        'Export and delete',
      ])
        await page.getByRole('heading', { name: title }).waitFor();
      await page.getByText('a partner who marks everything Curious or more sees every activity').waitFor();
      await screenshot(page, `trust-privacy-${viewport}`);
      expect(await accessibilityViolations(page)).toEqual([]);
      expectNoConsoleErrors(consoleErrors);
    }
  });

  it('a partner key the operator swaps after the join gets nothing, and the alert names the partner', async () => {
    const [sam, ana] = await Promise.all([
      ratedPerson('phone', '/partner/connect', 'Sam'),
      ratedPerson('phone', '/partner/connect?mode=join', 'Ana'),
    ]);
    const [samAccount, anaAccount] = [sam.person, ana.person];
    const code = (await sam.page.getByTestId('own-code').textContent()) ?? '';
    await ana.page.getByLabel('Partner code').fill(code);
    // Ana's set for Sam goes up with the genuine key as she connects, before anything is swapped.
    const published = ana.page.waitForResponse(
      (response) =>
        /\/api\/connections\/\d+\/share-set$/.test(response.url()) && response.request().method() === 'PUT',
    );
    await ana.page.getByRole('button', { name: 'Connect' }).click();
    expect((await published).status()).toBe(200);
    await ana.page.waitForURL('**/matches?partnerId=*');
    const [samUser, anaUser] = [asMember(samAccount), asMember(anaAccount)];

    // Sam, the inviter, pins Ana's key at first sight; his card offers to mark the code compared.
    await visit(sam.page, baseUrl, '/partner/connect', samAccount.password);
    const samCard = sam.page.getByRole('list', { name: 'Your partners' });
    await samCard.getByText('Safety code not compared yet').waitFor();
    await sam.page.setViewportSize({ width: 360, height: 780 });
    await screenshot(sam.page, 'trust-partner-card-360');

    // The operator replaces Sam's public key with one it holds.
    const { db } = openDatabase(inject('serverDatabase'));
    try {
      const operator = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
        'deriveBits',
      ]);
      const raw = new Uint8Array(await crypto.subtle.exportKey('raw', operator.publicKey));
      await db
        .updateTable('users')
        .set({ public_key: Buffer.from(raw).toString('base64url') })
        .where('id', '=', samUser.id)
        .execute();
      // Both members hold a pin: Ana's from the join, Sam's from first sight.
      // Other files' couples share this server: only this pair's pins count.
      const pins = await db
        .selectFrom('partner_pins')
        .select('owner_id')
        .where('owner_id', 'in', [samUser.id, anaUser.id])
        .execute();
      expect(pins.map((pin) => pin.owner_id).sort((a, b) => a - b)).toEqual(
        [samUser.id, anaUser.id].sort((a, b) => a - b),
      );

      // Ana's next visit (a new page load: the pin is read from the server) shows the alert, not matches.
      await visit(ana.page, baseUrl, `/matches?partnerId=${samUser.id}`, anaAccount.password);
      const alert = ana.page.getByRole('alert').filter({ hasText: "Sam's security key changed" });
      await alert
        .getByText("Sam's security key changed. Compare safety codes before sharing again.")
        .waitFor();
      expect(await ana.page.getByRole('heading', { name: 'New Adventures' }).count()).toBe(0);
      await ana.page.setViewportSize({ width: 360, height: 780 });
      await screenshot(ana.page, 'trust-key-changed-matches-360');

      // Nothing Ana's device sealed for this pair opens with the operator's key.
      const { encKey } = await derivePairKeys(
        testKey(operator.privateKey),
        anaUser.publicKey,
        samUser.id,
        anaUser.id,
      );
      // Ana's browser publishes the compact form (step 11a): one stored set per member and pair.
      const sets = await db
        .selectFrom('share_sets')
        .select(['entries', 'entry_bytes'])
        .where('owner_id', '=', anaUser.id)
        .execute();
      const entries = sets.flatMap((row) => [...decodeCompactSet(row.entries, row.entry_bytes)]);
      expect(entries.length).toBeGreaterThan(0);
      for (const [token, sealed] of entries) {
        await expect(open(encKey, sealed, compactShareAad(anaUser.id, token))).rejects.toThrow();
      }
      const blobs = await db
        .selectFrom('boundary_shares')
        .select('sealed')
        .where('owner_id', '=', anaUser.id)
        .execute();
      for (const blob of blobs) {
        await expect(openPairBoundaries(encKey, anaUser.id, samUser.id, blob.sealed)).rejects.toThrow();
      }

      // The partner card shows it too, with the new safety code to compare before accepting.
      await visit(ana.page, baseUrl, '/partner/connect', anaAccount.password);
      const card = ana.page.getByRole('list', { name: 'Your partners' });
      await card.getByRole('alert').waitFor();
      await screenshot(ana.page, 'trust-key-changed-card-360');
      await card.getByRole('button', { name: 'Compare safety codes' }).click();
      const dialog = ana.page.getByRole('alertdialog', { name: 'Compare safety codes with Sam' });
      await dialog.getByText(/\d{4} \d{4} \d{4}/).waitFor();
      await screenshot(ana.page, 'trust-key-changed-compare-360');
      await dialog.getByRole('button', { name: 'Codes match, accept' }).click();
      await card.getByText('Safety code compared').waitFor();
      expect(await card.getByRole('alert').count()).toBe(0);
      expect(await accessibilityViolations(ana.page)).toEqual([]);
    } finally {
      await db.destroy();
    }
    expectNoConsoleErrors(sam.consoleErrors);
    expectNoConsoleErrors(ana.consoleErrors);
  }, 180_000);
});
