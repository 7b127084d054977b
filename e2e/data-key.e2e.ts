import { describe, expect, inject, it } from 'vitest';
import type { PreferenceBlob } from '@core/api/preferences';
import type { SessionAnswer } from '@core/api/session';
import { createRecovery, deriveAccountKeys, sealPartnerPin } from '@core/crypto';
import { sealOwnBoundaries } from '@core/sharing';
import { TEST_KDF } from '../test/support/registration';
import { accessibilityViolations } from './support/axe';
import { expectNoConsoleErrors, newPage, screenshot } from './support/browser';
import {
  ANONYMOUS_SESSION_CHECK,
  login,
  rate,
  reachCard,
  saveRecoveryCode,
  skipTutorial,
  toast,
} from './support/journeys';
import { call, catalogue, connect, createPerson, saveAnswers, type ApiPerson } from './support/people';
import { sharedBrowser } from './support/shared-browser';
import { openSignedIn } from './support/signed-in';

const baseUrl = inject('baseUrl');
const url = (path: string) => new URL(path, baseUrl).toString();
const browser = sharedBrowser();

const NEW_PASSWORD = 'harbour lantern violet 51';

const wanted: PreferenceBlob = {
  hasExperienced: true,
  experienceRating: '5',
  interestLevel: '5',
  detailOptions: {},
};
const hardLimit: PreferenceBlob = {
  hasExperienced: false,
  experienceRating: '3',
  interestLevel: '1',
  detailOptions: {},
};

/**
 * Rosa's account as a long-time user's: answers, a hard limit shared with Sam, Sam's key pinned
 * with the safety code compared, and a recovery code. Everything under her first data key.
 */
async function longTimeUser() {
  const [rosa, sam] = await Promise.all([createPerson(baseUrl, 'Rosa'), createPerson(baseUrl, 'Sam')]);
  const kinks = await catalogue(baseUrl, rosa);
  const id = (name: string) => kinks.find((kink) => kink.name === name)?.id ?? 0;
  await saveAnswers(
    baseUrl,
    rosa,
    kinks,
    new Map([
      [id('Massage'), wanted],
      [id('Ice Play'), hardLimit],
    ]),
  );
  const connectionId = await connect(baseUrl, sam, rosa);
  const put = (path: string, body: unknown) =>
    call(baseUrl, rosa, path, { method: 'PUT', body: JSON.stringify(body) });
  const own = { kinkIds: [id('Ice Play')], sharedWith: [sam.userId] };
  await put('/api/boundaries', {
    sealed: await sealOwnBoundaries(rosa.keys.dataKey, rosa.userId, own),
    keyGeneration: 1,
  });
  const slot = { ownerId: rosa.userId, connectionId, partnerId: sam.userId };
  const pin = await sealPartnerPin(rosa.keys.dataKey, slot, {
    partnerPublicKey: sam.publicKey,
    compared: true,
  });
  await put(`/api/connections/${connectionId}/pin`, { sealed: pin, keyGeneration: 1 });
  const me = (await (await call(baseUrl, rosa, '/api/auth/me')).json()) as SessionAnswer;
  const { wrapKey, authKey } = await deriveAccountKeys(rosa.password, rosa.username, TEST_KDF);
  const recovery = await createRecovery(wrapKey, rosa.username, me.keys.wrappedDataKey);
  await put('/api/auth/recovery', {
    currentPassword: authKey,
    recoveryKey: recovery.authKey,
    wrappedDataKeyRecovery: recovery.wrappedDataKeyRecovery,
  });
  return { rosa, oldCode: recovery.code };
}

async function changePasswordAndRotate(rosa: ApiPerson) {
  const guarded = await openSignedIn(browser(), baseUrl, rosa, { viewport: 'phone', path: '/profile' });
  const { page } = guarded;
  await page.setViewportSize({ width: 360, height: 780 });
  await page.getByLabel('Current password').first().fill(rosa.password);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await toast(page, 'Password changed');
  // The offer, right where the password was changed.
  const offer = page.getByRole('status').filter({ hasText: 'Did your old password leak?' });
  await offer.waitFor();
  await screenshot(page, 'data-key-offer-360', { fullPage: false });
  await offer.getByRole('button', { name: 'Make a New Data Key' }).click();
  const card = page.locator('#data-key');
  await card.getByLabel('Current password').waitFor();
  // The profile with the offer taken and the card's form open: no axe violation.
  expect(await accessibilityViolations(page)).toEqual([]);
  await card.getByLabel('Current password').fill(NEW_PASSWORD);
  await card.getByRole('button', { name: 'Encrypt Everything Again' }).click();
  await card.getByTestId('recovery-code').waitFor();
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'data-key-new-recovery-code-360', { fullPage: false });
  const code = await saveRecoveryCode(page);
  await toast(page, 'New data key in use');
  // This device goes on with the new key: an answer saved now is taken (its key generation is the
  // new one), and Rosa's rows, rotated as rows, move to one document (step 7b) with it.
  await page.getByRole('link', { name: 'Preferences', exact: true }).last().click();
  await page.waitForURL('**/preferences');
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/preferences/document') && response.request().method() === 'PUT',
  );
  await rate(page, { name: 'Spanking', interest: 4 });
  expect((await saved).status()).toBe(200);
  return { guarded, code };
}

describe('data-key rotation (step 8a)', () => {
  it('change password, rotate, new code; another device opens every answer, boundary and pin; the old code is dead', async () => {
    const { rosa, oldCode } = await longTimeUser();
    const { guarded, code } = await changePasswordAndRotate(rosa);
    expect(code.replaceAll(' ', '-')).not.toBe(oldCode);
    expectNoConsoleErrors(guarded.consoleErrors);
    await guarded.context.close();

    // Another device signs in with the new password: everything opens under the new key.
    const other = await newPage(browser(), { viewport: 'phone', allowConsole: [ANONYMOUS_SESSION_CHECK] });
    const { page } = other;
    await page.setViewportSize({ width: 360, height: 780 });
    await login(page, baseUrl, rosa.username, NEW_PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.getByRole('link', { name: /View Preferences/ }).click();
    await page.waitForURL('**/preferences');
    // A device new to Rosa shows the tutorial first.
    await skipTutorial(page);
    const massage = await reachCard(page, 'Massage');
    await massage.getByText("Let's Do It!", { exact: true }).first().waitFor();
    expect(await massage.getByRole('slider').getAttribute('aria-valuenow')).toBe('5');
    const iceLimit = (await reachCard(page, 'Ice Play')).getByRole('switch', { name: /Hard limit/ });
    expect(await iceLimit.getAttribute('aria-checked')).toBe('true');
    const spanking = await reachCard(page, 'Spanking');
    expect(await spanking.getByRole('slider').getAttribute('aria-valuenow')).toBe('4');
    // The pin opened: no changed-key alert, the safety code still marked compared.
    // In the app (a page load would forget the keys): the bottom bar's Profile.
    await page.getByRole('link', { name: 'Profile', exact: true }).last().click();
    await page.waitForURL('**/profile');
    await page.locator('#partners').getByText('Safety code compared').waitFor();
    expect(await page.getByText(/security key changed/).count()).toBe(0);
    await page.locator('#partners').getByText('Safety code compared').scrollIntoViewIfNeeded();
    await screenshot(page, 'data-key-other-device-partners-360', { fullPage: false });
    expectNoConsoleErrors(other.consoleErrors);
    await other.context.close();

    // The old recovery code no longer works.
    const stranger = await newPage(browser(), {
      viewport: 'phone',
      allowConsole: [ANONYMOUS_SESSION_CHECK, /status of 401\b.*\/api\/auth\/recovery\/start/],
    });
    await stranger.page.goto(url('/auth'));
    await stranger.page.getByRole('button', { name: 'Forgot password?' }).click();
    await stranger.page.getByRole('button', { name: 'I have my recovery code' }).click();
    await stranger.page.getByLabel('Username').fill(rosa.username);
    await stranger.page.getByLabel('Recovery code').fill(oldCode);
    await stranger.page.getByLabel('New password', { exact: true }).fill('one more password 77');
    await stranger.page.getByLabel('Confirm new password').fill('one more password 77');
    await stranger.page.getByRole('button', { name: 'Set New Password' }).click();
    await stranger.page.getByText('Invalid username or recovery code').waitFor();
    expectNoConsoleErrors(stranger.consoleErrors);
    await stranger.context.close();
  }, 240_000);
});
