import { PASSWORD_MIN_LENGTH, REMINDER_MAX_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from './limits';

/**
 * Sentences both the server (in `{error, message}` answers and schema refusals) and the client
 * (as form rules or fallbacks) show: one wording, one place. Server-only sentences live in
 * server/src/messages.ts.
 */

export const USERNAME_REQUIRED = 'Username is required';
export const USERNAME_TOO_SHORT = `Username must be at least ${USERNAME_MIN_LENGTH} characters`;
export const USERNAME_TOO_LONG = `Username must be at most ${USERNAME_MAX_LENGTH} characters`;
export const USERNAME_CHARACTERS = 'Username may only use letters, digits, dots, dashes and underscores';
export const USERNAME_TAKEN = 'This username is already taken';

export const PASSWORD_REQUIRED = 'Password is required';
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const CONFIRM_PASSWORD_REQUIRED = 'Confirm password is required';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';
export const INVALID_LOGIN = 'Invalid username or password';

export const REMINDER_TOO_LONG = `Password reminder must be at most ${REMINDER_MAX_LENGTH} characters`;
export const ADULT_REQUIRED = 'You must be 18+ to use this application.';

export const SUGGESTION_INCOMPLETE = 'Please provide both a name and description for your suggestion.';

export const PARTNER_CODE_REQUIRED = 'Partner code is required';
export const PARTNER_NOT_FOUND = 'Partner not found. Please check the code and try again.';
export const CANNOT_CONNECT_WITH_SELF = 'You cannot connect with yourself.';
export const ALREADY_CONNECTED = 'You are already connected with this partner.';
