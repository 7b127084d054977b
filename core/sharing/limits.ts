/**
 * Wire limits of a published share entry, for the API contract and for the client. A token is
 * base64url (no padding) of 32 bytes: an HMAC-SHA256 for real and meta entries, 32 random bytes
 * for padding entries, so all tokens look alike.
 */
export const SHARE_TOKEN_LENGTH = 43;

/** Exactly SHARE_TOKEN_LENGTH base64url characters. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Upper bound of one sealed share entry, in base64 characters (the same 8 KB as a sealed
 * preference): room for the largest padded entry of a catalogue, not for abuse.
 */
export const SHARE_SEALED_MAX = 8 * 1024;

/**
 * Plaintext sizes are rounded up to a multiple of this many bytes, so small catalogue edits
 * rarely change the size (and so the length of every sealed row).
 */
export const PLAINTEXT_BUCKET = 64;
