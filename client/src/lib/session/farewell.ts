import { SESSION_KEYS } from '@client/lib/storage';

export type Farewell = 'logged-out' | 'logout-failed' | 'deleted';

const MESSAGES: Record<Farewell, { title: string; description: string }> = {
  'logged-out': { title: 'Logged out', description: 'You have been signed out.' },
  'logout-failed': { title: 'Logout failed', description: 'An error occurred while logging out.' },
  deleted: {
    title: 'Profile deleted',
    description: 'Your profile, your preferences and your partner connections are gone for good.',
  },
};

/** Set just before the reload that ends a logout or a deletion, which would otherwise swallow the toast. */
export function sayAfterReload(farewell: Farewell): void {
  sessionStorage.setItem(SESSION_KEYS.farewell, farewell);
}

/** The message to show once on the page after that reload, if any; reading it clears it. */
export function takeFarewell(): { title: string; description: string } | null {
  const value = sessionStorage.getItem(SESSION_KEYS.farewell);
  sessionStorage.removeItem(SESSION_KEYS.farewell);
  return value !== null && Object.hasOwn(MESSAGES, value) ? MESSAGES[value as Farewell] : null;
}
