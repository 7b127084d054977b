import type { Browser } from 'playwright-core';
import { newPage, type GuardedPage, type NewPageOptions } from './browser';
import { unlock } from './journeys';
import type { ApiPerson } from './people';

export type SignedInOptions = Omit<NewPageOptions, 'address' | 'storageState'> & {
  /** The page opened first; the unlock dialog asks for the password over it. */
  path?: string;
  /** Whether the preferences tutorial was already dismissed on this device (the default), or is still to come. */
  tutorial?: 'dismissed' | 'not seen';
};

/**
 * A page on `person`'s own device (their address), signed in by the session cookie their sign-up
 * (support/people.ts) received, and unlocked with the password through the real unlock dialog:
 * the keys come from the password and the wrapped keys on the server, as at any return visit.
 * The device remembers the sign-in ('is-authenticated') and, unless told, the tutorial's 'Don't
 * show this again' for this account, as the app itself writes them.
 */
export async function openSignedIn(
  browser: Browser,
  baseUrl: string,
  person: ApiPerson,
  { path = '/preferences', tutorial = 'dismissed', ...options }: SignedInOptions,
): Promise<GuardedPage> {
  const [name = '', value = ''] = person.cookie.split(/=(.*)/s);
  const { origin, hostname } = new URL(baseUrl);
  const localStorage = [{ name: 'is-authenticated', value: 'true' }];
  if (tutorial === 'dismissed') {
    localStorage.push({ name: 'preferences-tutorial-dismissed', value: JSON.stringify([person.userId]) });
  }
  const guarded = await newPage(browser, {
    ...options,
    address: person.address,
    storageState: {
      cookies: [
        {
          name,
          value,
          domain: hostname,
          path: '/',
          expires: -1,
          httpOnly: true,
          secure: name.startsWith('__Host-'),
          sameSite: 'Strict',
        },
      ],
      origins: [{ origin, localStorage }],
    },
  });
  await guarded.page.goto(new URL(path, baseUrl).toString());
  await unlock(guarded.page, person.password);
  return guarded;
}
