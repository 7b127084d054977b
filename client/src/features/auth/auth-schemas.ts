import { normalizeUsername, USERNAME_PATTERN } from '@core/crypto/username';
import type { Check } from '@client/lib/password/password-rules';
import type { SignUpInput } from '@client/lib/session/account-crypto';
import { REMINDER_MAX_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '@core/api/limits';
import {
  ADULT_REQUIRED,
  PASSWORD_REQUIRED,
  REMINDER_TOO_LONG,
  USERNAME_CHARACTERS,
  USERNAME_REQUIRED,
  USERNAME_TOO_LONG,
  USERNAME_TOO_SHORT,
} from '@core/api/messages';

/**
 * The spec's validation table, word for word, as react-hook-form rules: plain functions, so the
 * sign-in page does not download a schema library before anyone types.
 */
export type LoginForm = { username: string; password: string };
export type RegisterForm = {
  username: string;
  displayName: string;
  password: string;
  confirmPassword: string;
  passwordReminder: string;
  isAdult: boolean;
};
export type ForgotForm = { username: string };

export const requiredUsername: Check<string> = (value) => value.trim().length > 0 || USERNAME_REQUIRED;
export const requiredPassword: Check<string> = (value) => value.length > 0 || PASSWORD_REQUIRED;

export const registerUsername: Check<string> = (value) => {
  const name = value.trim();
  if (name.length < USERNAME_MIN_LENGTH) return USERNAME_TOO_SHORT;
  if (name.length > USERNAME_MAX_LENGTH) return USERNAME_TOO_LONG;
  return USERNAME_PATTERN.test(normalizeUsername(name)) || USERNAME_CHARACTERS;
};
export const passwordReminder =
  (password: string): Check<string> =>
  (value) => {
    if (value.length > REMINDER_MAX_LENGTH) return REMINDER_TOO_LONG;
    return (
      !password ||
      !value.toLowerCase().includes(password.toLowerCase()) ||
      'Your reminder must not contain your password'
    );
  };
/** The server refuses the same (core/api/fields.ts displayNameField): said here before sending. */
export const adultConfirmation: Check<boolean> = (value) => value || ADULT_REQUIRED;

/** Whitespace and invisible characters only: such a name would show as nothing. */
const NOTHING_VISIBLE = /^[\s\p{Default_Ignorable_Code_Point}]*$/u;

/** What the form hands to signUp: an empty display name is left out, so the username is shown. */
export function signUpInput(values: RegisterForm): SignUpInput {
  const displayName = values.displayName.trim();
  return {
    username: values.username,
    password: values.password,
    passwordReminder: values.passwordReminder,
    ...(NOTHING_VISIBLE.test(displayName) ? {} : { displayName }),
  };
}
