import type { PartnerInfo, User } from '@core/api/session';

/**
 * Everything the client keeps in the browser, by the spec's names. Never a key, a password or a
 * readable preference: those live in memory (vault), or as ciphertext on the server and, for
 * changes not yet saved, under LOCAL_KEYS.pendingPreferences.
 */
export const LOCAL_KEYS = {
  userData: 'user-data',
  isAuthenticated: 'is-authenticated',
  pendingInviteCode: 'pending-invite-code',
  tutorialDismissed: 'preferences-tutorial-dismissed',
  /** The partner whose matches were viewed last (a user id), so /matches opens on them again. */
  selectedPartnerId: 'selected-partner-id',
  /** The spec's 'preferences' key: changes not yet saved, sealed under the data key (never plain). */
  pendingPreferences: 'preferences',
  /** Minutes without interaction before this device drops the keys: '5', '15', '60' or 'never'. */
  autoLockMinutes: 'auto-lock-minutes',
  /**
   * 'on' while discreet mode is on: a neutral tab title and icon, and a quick hide (the header's
   * eye, a two-finger double tap, Escape twice).
   */
  discreetMode: 'discreet-mode',
  /** 'light' or 'dark' when chosen on this device; absent follows the system (index.html's inline theme script reads it too). */
  theme: 'theme',
  /**
   * Per user and connection, the partner's share-history total at this user's last look at the
   * matches page (counts only, no key), so the page can say what changed since.
   */
  partnerLooks: 'partner-looks',
  /** The KDF settings each account last signed in with here, by username (decision 0023): not secret. */
  kdfPins: 'kdf-pins',
  /**
   * Per user and connection, the matches seen at this user's last look, sealed under the data key
   * (never plain): whether the first matches were revealed, and what is New since.
   */
  seenMatches: 'seen-matches',
} as const;

export const SESSION_KEYS = {
  freshAuth: 'fresh_auth',
  newUser: 'new-user',
  /** The inviter's key fingerprint from the link's #fp fragment, checked when connecting. */
  pendingInviteFingerprint: 'pending-invite-fp',
  /** Where a visitor was going when sent to sign in (path and query), to go on there after. */
  afterSignIn: 'after-sign-in',
  /** Why the page was reloaded after signing out ('logged-out' or 'deleted'), to say so once after. */
  farewell: 'farewell',
} as const;

/** The spec's stored user data: user, partner and a connections map by partner id. */
export type StoredUserData = {
  user: User;
  partner: PartnerInfo | null;
  connections: Record<string, unknown>;
};

/**
 * Whether this device has a sign-in on record: written at every sign-in and session check, removed
 * whenever a session ends. Without one there is no session to ask the server about.
 */
export function hasSignInOnRecord(): boolean {
  return localStorage.getItem(LOCAL_KEYS.isAuthenticated) === 'true';
}

export function writeUserData(data: StoredUserData): void {
  localStorage.setItem(LOCAL_KEYS.userData, JSON.stringify(data));
  localStorage.setItem(LOCAL_KEYS.isAuthenticated, 'true');
}

/**
 * Forgets the signed-in user locally, e.g. when the session has ended on the server. An invitation
 * being followed and the tutorial choice stay: they belong to whoever holds the device.
 */
export function clearUserData(): void {
  localStorage.removeItem(LOCAL_KEYS.userData);
  localStorage.removeItem(LOCAL_KEYS.isAuthenticated);
  localStorage.removeItem(LOCAL_KEYS.selectedPartnerId);
  sessionStorage.removeItem(SESSION_KEYS.freshAuth);
  sessionStorage.removeItem(SESSION_KEYS.newUser);
}

/**
 * What each person chose for themselves on this device and keeps across sign-outs: the tutorial's
 * 'Don't show this again' (account ids only; a deletion takes its own id out).
 */
const KEPT_PER_PERSON: ReadonlySet<string> = new Set([LOCAL_KEYS.tutorialDismissed]);

/**
 * Logout and deletion: every other key the app wrote on this device goes, so a shared phone keeps
 * no trace of the account (no stale invitation that would take over the next sign-in either).
 */
export function forgetDevice(): void {
  for (const key of Object.values(LOCAL_KEYS)) if (!KEPT_PER_PERSON.has(key)) localStorage.removeItem(key);
  for (const key of Object.values(SESSION_KEYS)) sessionStorage.removeItem(key);
}
