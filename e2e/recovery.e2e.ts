import fs from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { expectNoConsoleErrors, newPage, screenshot, type Viewport } from './support/browser';
import { sharedBrowser } from './support/shared-browser';
import {
  ANONYMOUS_SESSION_CHECK,
  login,
  openUserMenu,
  reachCard,
  saveRecoveryCode,
  skipTutorial,
  toast,
  unlock,
} from './support/journeys';
import { recordRequestBodies } from './support/requests';
import type { Page } from 'playwright-core';

const baseUrl = inject('baseUrl');
const serverLogPath = inject('serverLogPath');
const url = (path: string) => new URL(path, baseUrl).toString();

const browser = sharedBrowser();

/** Registers through the form and stops at the recovery code, shown once, for a screenshot. */
async function registerUntilCode(page: Page, username: string, password: string, name: string) {
  await page.goto(url('/auth'));
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByLabel('I confirm that I am 18 years of age or older.').click();
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await page.getByRole('heading', { name: 'Save your recovery code' }).waitFor();
  await screenshot(page, name);
}

async function logOut(page: Page) {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await page.waitForURL(url('/'));
}

async function openRecovery(page: Page) {
  await page.goto(url('/auth'));
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByRole('button', { name: 'I have my recovery code' }).click();
  await page.getByRole('heading', { name: 'Recover with your code' }).waitFor();
}

async function recover(page: Page, username: string, code: string, newPassword: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Recovery code').fill(code);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set New Password' }).click();
}

describe('recovery code', () => {
  it('a user who forgot the password recovers with the code and finds the same rating', async () => {
    const { page, context, consoleErrors } = await newPage(browser(), {
      viewport: 'phone',
      // Expected: the anonymous session checks, the wrong code and the old password refused.
      allowConsole: [
        ANONYMOUS_SESSION_CHECK,
        /status of 401\b.*\/api\/auth\/recovery\/start/,
        /status of 401\b.*\/api\/auth\/login/,
      ],
    });
    const bodies = recordRequestBodies(context);
    const username = `rec.${Date.now().toString(36)}`;
    const password = 'copper kettle whistle 18';
    const newPassword = 'silver orchard lantern 64';

    await registerUntilCode(page, username, password, 'recovery-code-phone');
    const code = await saveRecoveryCode(page);
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}( [0-9A-HJKMNP-TV-Z]{4}){7}$/);
    await page.waitForURL('**/preferences');
    await skipTutorial(page);

    // Rate one activity and save it.
    const card = await reachCard(page, 'Massage');
    await card.getByRole('slider').focus();
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight');
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await page.waitForURL('**/matches?showInviteModal=true');
    await page.getByRole('dialog', { name: 'Connect with a Partner' }).waitFor();
    await page.keyboard.press('Escape');
    await logOut(page);

    // Forgot the password: a wrong code is refused, the right one (typed loosely) signs in.
    await openRecovery(page);
    await recover(page, username, 'ABCD'.repeat(8), newPassword);
    await page.getByText('Invalid username or recovery code').waitFor();
    await screenshot(page, 'recovery-recover-phone');
    await page.getByLabel('Recovery code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await toast(page, 'Password reset');
    await page.waitForURL('**/dashboard');

    // The same rating, with no password asked: the keys came back with the recovery (an in-app
    // link, since a page load would forget them).
    await page.getByRole('link', { name: /View Preferences/ }).click();
    await page.waitForURL('**/preferences');
    // The tutorial skipped before the Log Out stays dismissed for this person.
    const massage = await reachCard(page, 'Massage');
    await massage.getByText("Let's Do It!", { exact: true }).first().waitFor();
    expect(await massage.getByRole('slider').getAttribute('aria-valuenow')).toBe('5');

    // The old password is refused; the new one opens the same data.
    await logOut(page);
    await login(page, baseUrl, username, password);
    await toast(page, 'Login failed');
    await login(page, baseUrl, username, newPassword);
    await page.waitForURL('**/dashboard');

    // A new code from the profile replaces the old one.
    await page.goto(url('/profile'));
    await unlock(page, newPassword);
    const recoveryCard = page.locator('#recovery');
    await recoveryCard.getByRole('button', { name: 'Make a New Recovery Code' }).click();
    await recoveryCard.getByLabel('Current password').fill(newPassword);
    await page.getByRole('button', { name: 'Make New Code' }).click();
    const newCode = await saveRecoveryCode(page);
    expect(newCode).not.toBe(code);
    await toast(page, 'Recovery code saved');

    // Neither the codes nor the passwords ever left the device.
    const sent = bodies.join('\n');
    for (const secret of [password, newPassword, code, newCode, code.replaceAll(' ', '-')]) {
      expect(sent).not.toContain(secret);
      expect(fs.readFileSync(serverLogPath, 'utf8')).not.toContain(secret);
    }
    expectNoConsoleErrors(consoleErrors);
    await context.close();
  });

  it.each<Viewport>(['desktop', 'phone'])(
    'shows the code, the profile card and the recovery screen on %s',
    async (viewport) => {
      const { page, context, consoleErrors } = await newPage(browser(), {
        viewport,
        allowConsole: [ANONYMOUS_SESSION_CHECK],
      });
      const username = `recd.${viewport}.${Date.now().toString(36)}`;
      const password = 'amber meadow compass 29';
      await registerUntilCode(page, username, password, `recovery-code-${viewport}`);
      await saveRecoveryCode(page);
      await page.waitForURL('**/preferences');
      await page.goto(url('/profile#recovery'));
      await unlock(page, password);
      const recoveryCard = page.locator('#recovery');
      await recoveryCard.getByRole('button', { name: 'Make a New Recovery Code' }).click();
      await recoveryCard.getByLabel('Current password').fill('not my password');
      await page.getByRole('button', { name: 'Make New Code' }).click();
      await page.getByText('Current password is incorrect').waitFor();
      await screenshot(page, `recovery-profile-card-${viewport}`);
      await logOut(page);
      await openRecovery(page);
      await screenshot(page, `recovery-recover-${viewport}`);
      expectNoConsoleErrors(consoleErrors);
      await context.close();
    },
  );
});
