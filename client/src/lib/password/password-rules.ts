import { PASSWORD_MIN_LENGTH } from '@core/api/limits';
import { CONFIRM_PASSWORD_REQUIRED, PASSWORDS_DO_NOT_MATCH, PASSWORD_TOO_SHORT } from '@core/api/messages';

/** A react-hook-form rule: true when valid, else the sentence shown under the field. */
export type Check<T> = (value: T) => true | string;

/** The spec's password rules, shared by registration and the password change on the profile. */
export const newPasswordRule: Check<string> = (value) =>
  value.length >= PASSWORD_MIN_LENGTH || PASSWORD_TOO_SHORT;

export const confirmPasswordRule =
  (password: string): Check<string> =>
  (value) => {
    if (value.length < PASSWORD_MIN_LENGTH) return CONFIRM_PASSWORD_REQUIRED;
    return value === password || PASSWORDS_DO_NOT_MATCH;
  };
