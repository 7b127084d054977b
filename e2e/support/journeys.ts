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
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByLabel('I confirm that I am 18 years of age or older.').click();
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await page.waitForURL('**/preferences');
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
