import type { Page } from 'playwright-core';

/** The browser's own console line for an expected 401 on the session check. */
export const ANONYMOUS_SESSION_CHECK = /status of 401\b.*\/api\/auth\/me/;

export async function register(
  page: Page,
  baseUrl: string,
  username: string,
  password: string,
): Promise<void> {
  await page.goto(new URL('/auth', baseUrl).toString());
  await fillRegistration(page, username, password);
  await page.waitForURL('**/preferences');
}

/** Fills and submits the register form of the auth page already open (e.g. reached from an invitation). */
export async function fillRegistration(page: Page, username: string, password: string): Promise<void> {
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByLabel('I confirm that I am 18 years of age or older.').click();
  await page.getByRole('button', { name: 'Create Profile' }).click();
}

export async function login(page: Page, baseUrl: string, username: string, password: string): Promise<void> {
  await page.goto(new URL('/auth', baseUrl).toString());
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function unlock(page: Page, password: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Re-enter Password' });
  await dialog.waitFor();
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Unlock Preferences' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

export async function skipTutorial(page: Page): Promise<void> {
  const tutorial = page.getByRole('dialog', { name: 'Welcome to Preferences' });
  await tutorial.waitFor();
  await tutorial.getByRole('button', { name: 'Skip' }).click();
  await tutorial.waitFor({ state: 'hidden' });
}

export async function openUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menu').waitFor();
}

export async function toast(page: Page, title: string): Promise<void> {
  await page.getByRole('status').filter({ hasText: title }).first().waitFor();
}

/** An activity card on the preferences page. */
export const activityCard = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

export type Rating = { name: string; interest: number; stars?: number };

/** Sets an activity's interest with the keyboard (and its stars when tried), as a person would. */
export async function rate(page: Page, { name, interest, stars }: Rating): Promise<void> {
  const target = activityCard(page, name);
  await target.scrollIntoViewIfNeeded();
  await target.getByRole('slider').focus();
  // The first key press rates an unrated activity at 1; each ArrowRight adds one.
  await page.keyboard.press('Home');
  for (let level = 1; level < interest; level += 1) await page.keyboard.press('ArrowRight');
  if (stars) {
    await target.getByRole('switch', { name: "I've tried this" }).click();
    await target.getByRole('radio', { name: `${stars} star${stars === 1 ? '' : 's'}` }).click();
  }
}
