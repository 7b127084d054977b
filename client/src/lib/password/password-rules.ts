/** A react-hook-form rule: true when valid, else the sentence shown under the field. */
export type Check<T> = (value: T) => true | string;

/** The spec's password rules, shared by registration and the password change on the profile. */
export const PASSWORD_MIN_LENGTH = 6;

export const newPasswordRule: Check<string> = (value) =>
  value.length >= PASSWORD_MIN_LENGTH || `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;

export const confirmPasswordRule =
  (password: string): Check<string> =>
  (value) => {
    if (value.length < PASSWORD_MIN_LENGTH) return 'Confirm password is required';
    return value === password || 'Passwords do not match';
  };
