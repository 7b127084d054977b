import { normalizeUsername, USERNAME_PATTERN } from '@core/crypto/username';
import type { Check } from '@client/lib/password/password-rules';

/**
 * The spec's validation table, word for word, as react-hook-form rules: plain functions, so the
 * sign-in page does not download a schema library before anyone types.
 */
export type LoginForm = { username: string; password: string };
export type RegisterForm = {
  username: string;
  password: string;
  confirmPassword: string;
  passwordReminder: string;
  isAdult: boolean;
};
export type ForgotForm = { username: string };

export const requiredUsername: Check<string> = (value) => value.trim().length > 0 || 'Username is required';
export const requiredPassword: Check<string> = (value) => value.length > 0 || 'Password is required';

export const registerUsername: Check<string> = (value) => {
  const name = value.trim();
  if (name.length < 3) return 'Username must be at least 3 characters';
  if (name.length > 32) return 'Username must be at most 32 characters';
  return (
    USERNAME_PATTERN.test(normalizeUsername(name)) ||
    'Username may only use letters, digits, dots, dashes and underscores'
  );
};
export const passwordReminder =
  (password: string): Check<string> =>
  (value) => {
    if (value.length > 200) return 'Password reminder must be at most 200 characters';
    return (
      !password ||
      !value.toLowerCase().includes(password.toLowerCase()) ||
      'Your reminder must not contain your password'
    );
  };
export const adultConfirmation: Check<boolean> = (value) =>
  value || 'You must be 18+ to use this application.';
