/**
 * Sentences the auth forms show that the spec leaves open, in one place: the forms read them and
 * the tests check them.
 */

/** Optional at sign-up; without it the partner sees the username (docs/decisions/0009). */
export const DISPLAY_NAME_FIELD = {
  label: 'Display name',
  hint: 'What your partner sees. Optional.',
} as const;

/** The reminder is public to anyone who types the username, so the form says so plainly. */
export const REMINDER_FIELD = {
  label: 'Password reminder (optional)',
  hint: 'Anyone who knows your username can read this reminder. Never write your password here.',
} as const;

/**
 * The server answers an unknown name exactly like an account without a reminder (no one can
 * learn which names exist), so the empty answer must not claim that the account exists.
 */
export const NO_REMINDER_ANSWER = 'If this account exists and has a reminder, it appears here.';

export function reminderAnswer(reminder: string | null): string {
  return reminder ?? NO_REMINDER_ANSWER;
}
