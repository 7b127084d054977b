/**
 * Every sentence the server answers with, in one place. Sentences the client shows too
 * (form rules, partner-code refusals) come from core/api/messages and are re-exported here so
 * that routes read all their wording from one module.
 */
export {
  ALREADY_CONNECTED,
  CANNOT_CONNECT_WITH_SELF,
  CURRENT_PASSWORD_INCORRECT,
  INVALID_LOGIN,
  PARTNER_NOT_FOUND,
  PASSWORDS_DO_NOT_MATCH,
  USERNAME_TAKEN,
} from '@core/api/messages';
export { INVALID_RECOVERY, RECOVERY_CODE_SAVED, RECOVERY_INCOMPLETE } from '@core/api/recovery';

export const SIGN_IN_REQUIRED = 'Please sign in to continue';
export const OWN_ACCOUNT_ONLY = 'You can only access your own account';
export const USER_NOT_FOUND = 'User not found';
export const CONNECTION_NOT_FOUND = 'Connection not found';

export const LOGGED_OUT = 'Logged out';
export const PASSWORD_CHANGED = 'Password changed';
export const PROFILE_DELETED = 'Your profile and all of its data have been deleted';
export const CONNECTED = 'Connected successfully';
export const DISCONNECTED = 'You are no longer connected with this partner';
export const SUGGESTION_THANKS = 'Thank you for your suggestion';

export const OWN_PREFERENCES_ONLY = 'You can only save your own preferences';
export const PREFERENCES_MOVED =
  'Your answers are saved in a newer form this page cannot read: reload the page to see and save them';
export const tooManyPreferences = (max: number) => `At most ${max} preferences can be saved`;
export const wrongDocumentLength = (length: number) =>
  `A preference document of this catalogue is exactly ${length} characters: reload the page to save again`;
export const unknownActivity = (id: number) => `Unknown activity ${id}`;
export const repeatedActivity = (id: number) => `Activity ${id} appears more than once`;

export const tooManyShares = (max: number) => `A share set holds at most ${max} entries`;
export const wrongShareSetLength = (record: number) =>
  `A compact share set is a whole number of ${record}-byte entries of this catalogue: reload the page to share again`;
export const REPEATED_SHARE_TOKEN = 'Each share token may appear only once';

export const DATABASE_UNREACHABLE = 'The database is not reachable';
export const CROSS_SITE_REFUSED = 'Cross-site requests are not allowed';
export const FOREIGN_ORIGIN_REFUSED = 'This request must come from the Connect & Discover site';
export const JSON_ONLY = 'Requests must be sent as application/json';
export const BODY_TOO_LARGE = 'Request body is too large';
export const INTERNAL_ERROR = 'Something went wrong on our side. Please try again.';

/** A refusal by a rate limit: `what` says which kind of request ran out. */
export function tooManyAttempts(what: string, minutes: number): string {
  return `${what} Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}
export const TOO_MANY_ATTEMPTS = 'Too many attempts.';
export const TOO_MANY_CODE_MISSES = 'Too many partner codes that did not match.';

export const FOREIGN_HOST_REFUSED = 'This server only answers at its own address';
export const TOO_MANY_SUGGESTIONS = 'Too many suggestions.';
/** Saving never meets this limit (autosave waits for a pause); a script republishing in a loop does. */
export const TOO_MANY_SHARE_SETS = 'Your answers were shared with this partner too many times in a row.';
export const TOO_MANY_SAVES = 'Too many saves in a short time.';
export const TOO_MANY_CODE_ROTATIONS = 'Too many new connection codes.';
export const TOO_MANY_BOUNDARY_CHANGES = 'Too many boundary changes in a short time.';
export const TOO_MANY_MARKER_SAVES = 'Too many marks in a short time.';
/** A write sealed under a data key the account has replaced since (docs/protocol.md step 8a). */
export const DATA_KEY_REPLACED =
  'Your data key was replaced on another device or tab. Sign in again here; this change was not saved.';
/** A rotation whose new set is not the account's whole set: something changed while it was sealed. */
export const ROTATION_INCOMPLETE =
  'Your data changed while it was moving to the new key. Nothing was changed; please try again.';
export const TOO_MANY_DATA_KEY_ROTATIONS = 'Too many new data keys.';
export const TOO_MANY_PIN_CHANGES = 'Too many changes to security keys in a short time.';

/** A registration made with another KDF cost than the server's: the page was old, or not ours. */
export const KDF_SETTINGS_CHANGED =
  'The sign-up settings have changed. Please reload the page and try again.';

/** The spec's error catalogue: the resource page shows 'Resource Not Found' on it. */
export const RESOURCE_NOT_FOUND = 'Resource not found';
export const ACTIVITY_NOT_FOUND = 'Activity not found';
