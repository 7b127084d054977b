import type { Locator, Page } from 'playwright-core';

/** The browser's own console line for an expected 401 on the session check. */
export const ANONYMOUS_SESSION_CHECK = /status of 401\b.*\/api\/auth\/me/;

/** Registers and saves the recovery code; returns the code as the page showed it. */
export async function register(
  page: Page,
  baseUrl: string,
  username: string,
  password: string,
  displayName?: string,
): Promise<string> {
  await page.goto(new URL('/auth', baseUrl).toString());
  const code = await fillRegistration(page, username, password, displayName);
  await page.waitForURL('**/preferences');
  return code;
}

/**
 * Fills and submits the register form of the auth page already open (e.g. reached from an
 * invitation), then saves the recovery code shown once; returns that code.
 */
export async function fillRegistration(
  page: Page,
  username: string,
  password: string,
  displayName?: string,
): Promise<string> {
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Username').fill(username);
  if (displayName !== undefined) await page.getByLabel('Display name').fill(displayName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByLabel('I confirm that I am 18 years of age or older.').click();
  await page.getByRole('button', { name: 'Create Profile' }).click();
  return saveRecoveryCode(page);
}

/**
 * An invitation link opened by someone without a session: its page names the inviter (or says
 * the link is no longer valid), and 'Create your profile' leads to registration with the code kept.
 */
export async function acceptInvitation(page: Page, heading: string | RegExp): Promise<void> {
  await page.getByRole('heading', { name: heading }).waitFor();
  await page.getByRole('link', { name: 'Create your profile' }).click();
  await page.waitForURL('**/auth?invite=*');
}

/** The recovery code panel shown once (after sign-up, or a new code on the profile): reads the code, ticks 'saved', continues. */
export async function saveRecoveryCode(page: Page): Promise<string> {
  const code = page.getByTestId('recovery-code');
  await code.waitFor();
  const text = ((await code.getAttribute('aria-label')) ?? '').replace(/^Recovery code /, '');
  const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
  if (await continueButton.isEnabled()) throw new Error('Continue was enabled before the code was saved');
  await page.getByLabel('I have saved my recovery code').check();
  await continueButton.click();
  return text;
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

/** Opens a page by its address, as a bookmark would: the keys are not in the new tab, so unlock first. */
export async function visit(page: Page, baseUrl: string, path: string, password: string): Promise<void> {
  await page.goto(new URL(path, baseUrl).toString());
  await unlock(page, password);
}

export async function skipTutorial(page: Page): Promise<void> {
  const tutorial = page.getByRole('dialog', { name: 'Welcome to Preferences' });
  await tutorial.waitFor();
  await tutorial.getByRole('button', { name: 'Skip' }).click();
  await tutorial.waitFor({ state: 'hidden' });
}

export async function openUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'User menu' }).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  // The menu zooms in from 95 %: measuring or clicking mid-animation sees a smaller box.
  await menu.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}

/** A toast by its title (the toaster shows each as a status). */
const toastNamed = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title }).first();

export async function toast(page: Page, title: string): Promise<void> {
  await toastNamed(page, title).waitFor();
}

/** How long a watched toast may take: it waits on a registration's key derivation on a busy CI. */
const TOAST_WATCH_MS = 120_000;

/**
 * Watches, from now, for a toast that lasts a few seconds and may come and go while the test is
 * busy elsewhere (saving a recovery code, another page). The returned call gives the time it was
 * seen, or throws if it never showed.
 */
export function watchToast(page: Page, title: string): () => Promise<number> {
  const seen = toastNamed(page, title)
    .waitFor({ timeout: TOAST_WATCH_MS })
    .then(
      () => Date.now(),
      // Kept, not thrown: nobody awaits it until the test is ready to ask.
      (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
    );
  return async () => {
    const outcome = await seen;
    if (outcome instanceof Error) throw outcome;
    return outcome;
  };
}

/** An activity card on the preferences page. */
export const activityCard = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

/**
 * An activity card scrolled into view with its controls drawn, as a person reaches it: a card's
 * switches and slider are drawn once it comes near the screen.
 */
export async function reachCard(page: Page, name: string): Promise<Locator> {
  const card = activityCard(page, name);
  await card.scrollIntoViewIfNeeded();
  await card.getByRole('slider').waitFor();
  return card;
}

export type Rating = { name: string; interest: number; stars?: number };

/** Sets an activity's interest with the keyboard (and its stars when tried), as a person would. */
export async function rate(page: Page, { name, interest, stars }: Rating): Promise<void> {
  const target = await reachCard(page, name);
  await target.getByRole('slider').focus();
  // The first key press rates an unrated activity at 1; each ArrowRight adds one.
  await page.keyboard.press('Home');
  for (let level = 1; level < interest; level += 1) await page.keyboard.press('ArrowRight');
  if (stars) {
    await target.getByRole('switch', { name: "I've tried this" }).click();
    await target.getByRole('radio', { name: `${stars} star${stars === 1 ? '' : 's'}` }).click();
  }
}
