import { LOCAL_KEYS, SESSION_KEYS } from '@client/lib/storage';
import { PAGES, LINKS } from '@core/pages';

/**
 * Where a signed-in user goes from /auth: an invite first, then the page they were on their way
 * to (e.g. 'Join Partner'), then a new user's first preferences (once the keys are ready), else
 * the dashboard.
 */
export function postSignInDestination(inviteParam: string | null, hasKeys: boolean): string | null {
  const invite = inviteParam ?? localStorage.getItem(LOCAL_KEYS.pendingInviteCode);
  if (invite) {
    localStorage.removeItem(LOCAL_KEYS.pendingInviteCode);
    return LINKS.joinWithCode(invite);
  }
  const intended = sessionStorage.getItem(SESSION_KEYS.afterSignIn);
  sessionStorage.removeItem(SESSION_KEYS.afterSignIn);
  // A path on this site only: '//host' would leave it.
  if (intended?.startsWith('/') && !intended.startsWith('//')) {
    sessionStorage.removeItem(SESSION_KEYS.newUser);
    return intended;
  }
  if (sessionStorage.getItem(SESSION_KEYS.newUser)) {
    if (!hasKeys) return null;
    sessionStorage.removeItem(SESSION_KEYS.newUser);
    return PAGES.preferences;
  }
  return PAGES.dashboard;
}
