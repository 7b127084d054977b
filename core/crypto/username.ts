/** The only usernames protocol v1 accepts, after normalisation. */
export const USERNAME_PATTERN = /^[a-z0-9._-]{3,32}$/;

/**
 * Trims and lower-cases (locale-independent `toLowerCase`, never `toLocaleLowerCase`), so
 * "  Bob.Smith " and "bob.smith" derive the same keys and name the same account everywhere.
 * The username is the PBKDF2 salt and part of the AAD, so every caller must use this one function.
 */
export function normalizeUsername(raw: string): string {
  return raw.trim().toLowerCase();
}

/** True when an already-normalised username fits USERNAME_PATTERN; keeps odd characters out of salts and AAD. */
export function isValidUsername(normalized: string): boolean {
  return typeof normalized === 'string' && USERNAME_PATTERN.test(normalized);
}
