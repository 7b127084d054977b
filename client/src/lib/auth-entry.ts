/** The sign-in page opened on its registration form: 'Create Profile' and 'Join Partner' lead here. */
export const REGISTER_PATH = LINKS.register;
import { PAGES, LINKS } from '@core/pages';

export type EntryMode = 'login' | 'register';

/** The ways in that a new person takes: joining a partner whose code they were given. */
const JOIN_PATHS = new Set<string>([PAGES.partnerJoin]);

/**
 * The form /auth opens with: what was asked for (`?mode=register` or `?mode=login`, e.g. an
 * invitation's 'I already have a profile'), else registration for an invitation (a partner who
 * follows a link is mostly new here), else sign-in.
 */
export function entryMode(search: string): EntryMode {
  const params = new URLSearchParams(search);
  const asked = params.get('mode');
  if (asked === 'login' || asked === 'register') return asked;
  return params.get('invite') ? 'register' : 'login';
}

/**
 * Where a visitor without a session goes from a protected page: the registration form from a way
 * in that a new person takes ('Join Partner', or the connect page's join view), the sign-in form
 * from any other (a bookmark, a link from a signed-in time).
 */
export function signInPathFor(path: string, search: string): string {
  const joining = JOIN_PATHS.has(path) || new URLSearchParams(search).get('mode') === 'join';
  return joining ? REGISTER_PATH : PAGES.auth;
}
