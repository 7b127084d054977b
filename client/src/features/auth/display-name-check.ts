import { DISPLAY_NAME_HIDDEN_CHARACTERS, hasHiddenCharacters } from '@core/api/hidden-characters';
import type { Check } from '@client/lib/password/password-rules';

/**
 * The display name refuses characters that hide or reorder text (the same rule as the API's).
 * Apart from the other checks: only the registration form needs it, so the sign-in form's first
 * download does not carry the character tables (the auth page's 120 KB budget).
 */
export const registerDisplayName: Check<string> = (value) =>
  !hasHiddenCharacters(value) || DISPLAY_NAME_HIDDEN_CHARACTERS;
