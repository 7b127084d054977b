/**
 * Every length and count the API enforces, in one place: the schemas, the server and the
 * client forms read them from here. The KDF defaults, floors and names stay in
 * core/crypto/kdf-params.ts, the protocol's own source.
 */

/** Usernames after trimming; core/crypto's USERNAME_PATTERN encodes the same bounds (a test checks). */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 32;
/** Raw input before trimming: generous, only to bound the work done on it. */
export const USERNAME_INPUT_MAX_LENGTH = 64;

/** The typed password, checked on the device only (the server never sees it). */
export const PASSWORD_MIN_LENGTH = 6;

export const DISPLAY_NAME_MAX_LENGTH = 64;
export const REMINDER_MAX_LENGTH = 200;

/** An activity's name, in the content pack and in a suggestion of a new one. */
export const ACTIVITY_NAME_MAX_LENGTH = 80;
export const SUGGESTION_DESCRIPTION_MAX_LENGTH = 1000;

/** The smallest sealed value: base64 of a 12-byte IV and a 16-byte tag. */
export const SEALED_MIN_LENGTH = 40;
/** A sealed 32-byte data key is 80 characters; room for a future key format. */
export const SEALED_DATA_KEY_MAX_LENGTH = 200;
/** A sealed PKCS#8 P-256 private key is 224 characters. */
export const SEALED_PRIVATE_KEY_MAX_LENGTH = 400;
/** 8 KB of base64 per activity: room for every detailed option, not for abuse. */
export const MAX_SEALED_PREFERENCE_LENGTH = 8 * 1024;
/**
 * A sealed preference document (storage version 2) holds every activity's compact record: a few
 * bytes each, 64 KB leaves room for a catalogue a hundred times larger.
 */
export const MAX_SEALED_DOCUMENT_LENGTH = 64 * 1024;
/** A compact share set (step 11a) as base64: room for 2,000 activities' entries. */
export const MAX_COMPACT_SHARE_SET_LENGTH = 512 * 1024;
/** A share entry seals one preference plus its activity id: the same bound. */
export const SHARE_SEALED_MAX = MAX_SEALED_PREFERENCE_LENGTH;

/**
 * A share token is base64url (no padding) of a 32-byte HMAC-SHA256 under the pair's key, for
 * real, meta and padding entries alike (docs/protocol.md step 11), so all tokens look alike.
 */
export const SHARE_TOKEN_LENGTH = 43;
/**
 * Canonical only: the 43rd character's last two bits lie past the 32 bytes and must be zero, or
 * four spellings would name one token and compare unequal as text but equal as bytes.
 */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/;
/** A share set holds one entry per catalogue activity (real or padding) plus the meta entry. */
export const shareSetMaxEntries = (catalogueSize: number): number => catalogueSize + 1;

/** Server and schema ceiling for PBKDF2 iterations: beyond this a sign-in takes minutes. */
export const MAX_KDF_ITERATIONS = 10_000_000;

/** Connection codes: the display name's first letters and digits, a hyphen, random characters. */
export const CONNECTION_CODE_STEM_LENGTH = 10;
export const CONNECTION_CODE_SUFFIX_LENGTH = 4;
/** The bound a looked-up code may have; longer ones cannot exist. */
export const CONNECTION_CODE_MAX_LENGTH = CONNECTION_CODE_STEM_LENGTH + 1 + CONNECTION_CODE_SUFFIX_LENGTH;

/**
 * The share-set history a member sees of their partner (docs/protocol.md step 12a): the last
 * SHARE_HISTORY_RECENT replacements, and the one with the most tokens in common within
 * SHARE_HISTORY_DAYS, so a burst of later replacements cannot push it out.
 */
export const SHARE_HISTORY_RECENT = 20;
export const SHARE_HISTORY_DAYS = 30;
export const SHARE_HISTORY_SLOTS = SHARE_HISTORY_RECENT + 1;
/**
 * Every history answer is padded to this many bytes, so its size does not say how many
 * replacements there were: 21 entries of four numbers of at most 16 digits fit (a test checks).
 */
export const SHARE_HISTORY_ANSWER_LENGTH = 2_304;
