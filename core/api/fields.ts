import { z } from 'zod';
import { isBase64 } from '@core/crypto/encoding';
import { isValidUsername, normalizeUsername } from '@core/crypto/username';
import {
  ACTIVITY_NAME_MAX_LENGTH,
  CONNECTION_CODE_MAX_LENGTH,
  DISPLAY_NAME_MAX_LENGTH,
  REMINDER_MAX_LENGTH,
  SEALED_MIN_LENGTH,
  SUGGESTION_DESCRIPTION_MAX_LENGTH,
  USERNAME_INPUT_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './limits';
import {
  PARTNER_CODE_REQUIRED,
  REMINDER_TOO_LONG,
  SUGGESTION_INCOMPLETE,
  USERNAME_CHARACTERS,
  USERNAME_REQUIRED,
  USERNAME_TOO_LONG,
  USERNAME_TOO_SHORT,
} from './messages';
import { DISPLAY_NAME_HIDDEN_CHARACTERS, EDGE_INVISIBLE, hasHiddenCharacters } from './hidden-characters';

/**
 * C0, DEL and C1 controls (\p{Cc}) and lone surrogates (\p{Cs}): no field needs them, PostgreSQL
 * refuses a NUL in text (a 500 before this check), and they hide text in logs and screens.
 */
const CONTROL = /[\p{Cc}\p{Cs}]/u;
/** Tab and line breaks, which the few fields typed in a text area keep. */
const TEXT_AREA_BREAKS = /[\t\n\r]/g;
const INVISIBLE = /[\s\p{Default_Ignorable_Code_Point}]/gu;
export const CONTROL_CHARACTERS = 'Text must not contain control characters';

/** True when the text shows at least one character once invisible ones are set aside. */
export function hasVisibleText(text: string): boolean {
  return text.replace(INVISIBLE, '').length > 0;
}

type TextOptions = {
  max: number;
  /** The sentence for a value over `max`. */
  tooLong?: string;
  /** Trim whitespace and invisible characters at both ends (names, reminders, suggestions). */
  trim?: boolean;
  /** Refuse a value with nothing visible, with this sentence. */
  required?: string;
  /** Allow tab and line breaks (text areas). */
  multiline?: boolean;
};

/**
 * Every free-text field of the API starts here, so no control character reaches a database or
 * another user's screen. The bound applies after trimming, as z.string().trim().max() did.
 */
export function textField(options: TextOptions) {
  const { max, trim = false, required, multiline = false } = options;
  const tooLong = options.tooLong ?? `Text must be at most ${max} characters`;
  const base = z
    .string()
    .refine(
      (text) => !CONTROL.test(multiline ? text.replace(TEXT_AREA_BREAKS, '') : text),
      CONTROL_CHARACTERS,
    )
    .transform((text) => (trim ? text.replace(EDGE_INVISIBLE, '') : text))
    .refine((text) => text.length <= max, tooLong);
  return required === undefined ? base : base.refine(hasVisibleText, required);
}

/** Usernames arrive in any case and spacing and are stored normalised, the same way the KDF salts them. */
export const usernameField = textField({ max: USERNAME_INPUT_MAX_LENGTH, tooLong: USERNAME_TOO_LONG })
  .transform(normalizeUsername)
  .refine((name) => name.length >= USERNAME_MIN_LENGTH, USERNAME_TOO_SHORT)
  .refine((name) => name.length <= USERNAME_MAX_LENGTH, USERNAME_TOO_LONG)
  .refine(isValidUsername, USERNAME_CHARACTERS);

/** A name typed at sign-in: only bounded, never normalised here (the server does that). */
export const typedUsernameField = textField({
  max: USERNAME_INPUT_MAX_LENGTH,
  tooLong: USERNAME_TOO_LONG,
}).refine((name) => name.length > 0, USERNAME_REQUIRED);

/** The HKDF auth key (base64url of 32 bytes): the only credential a client ever sends. */
export const authKeyField = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid credentials format');

export const sealedField = (maxLength: number) =>
  z
    .string()
    .max(maxLength, `Encrypted value is longer than ${maxLength} characters`)
    .refine(isBase64, 'Encrypted value must be base64')
    .refine((value) => value.length >= SEALED_MIN_LENGTH, 'Encrypted value is too short');

/** Raw uncompressed P-256 point, base64url: 65 bytes. */
export const publicKeyField = z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'Invalid public key');

/** Ids are PostgreSQL integers: 2147483647 itself is refused, as the spec's client does. */
export const MAX_ID = 2_147_483_646;

/**
 * Path and query ids: plain decimal digits only. z.coerce took `0x51`, `81e0` and ` 81 ` as 81,
 * so one id had many spellings (and cache keys, and log lines).
 */
export const idParam = z
  .string({ error: 'Id must be a number' })
  .regex(/^[1-9][0-9]{0,9}$/, 'Id must be a positive whole number in plain digits')
  .transform(Number)
  .refine((id) => id <= MAX_ID, 'Id is out of range');

/**
 * Trimmed of invisible characters too: a name of zero-width spaces would show as nothing. Inside
 * the name, direction controls and blank or zero-width characters are refused (hidden-characters.ts).
 */
export const displayNameField = textField({
  max: DISPLAY_NAME_MAX_LENGTH,
  tooLong: `Display name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters`,
  trim: true,
  required: 'Display name is required',
}).refine((name) => !hasHiddenCharacters(name), DISPLAY_NAME_HIDDEN_CHARACTERS);

/** May end up empty once trimmed: an empty reminder means none. */
export const reminderField = textField({ max: REMINDER_MAX_LENGTH, tooLong: REMINDER_TOO_LONG, trim: true });

/** A suggested activity's name and description (core/api/preferences.ts suggestionRequestSchema). */
export const suggestionNameField = textField({
  max: ACTIVITY_NAME_MAX_LENGTH,
  tooLong: `Name must be at most ${ACTIVITY_NAME_MAX_LENGTH} characters`,
  trim: true,
  required: SUGGESTION_INCOMPLETE,
});

export const suggestionDescriptionField = textField({
  max: SUGGESTION_DESCRIPTION_MAX_LENGTH,
  tooLong: `Description must be at most ${SUGGESTION_DESCRIPTION_MAX_LENGTH} characters`,
  trim: true,
  required: SUGGESTION_INCOMPLETE,
  multiline: true,
});

/**
 * A connection code as typed or carried in a link (core/api/connections.ts connectionCodeField):
 * only bounded and free of control characters; any other string is simply not found.
 */
export const codeField = textField({
  max: CONNECTION_CODE_MAX_LENGTH + 16,
  tooLong: 'Partner code is too long',
}).refine((code) => code.length > 0, PARTNER_CODE_REQUIRED);

/**
 * Which data key a write sealed under it was made with (`docs/protocol.md` step 8a): 1 from
 * registration, one more at every rotation. Every write of a value sealed under the data key
 * names it, so a tab still holding the replaced key is refused instead of writing what the new
 * key cannot open.
 */
export const keyGenerationField = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
