import { z } from 'zod';
import { MIN_KDF_ITERATIONS } from '@core/crypto/kdf';
import { isValidUsername, normalizeUsername } from '@core/crypto/username';
import {
  DISPLAY_NAME_MAX_LENGTH,
  MAX_KDF_ITERATIONS,
  REMINDER_MAX_LENGTH,
  SEALED_MIN_LENGTH,
  USERNAME_INPUT_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './limits';
import {
  REMINDER_TOO_LONG,
  USERNAME_CHARACTERS,
  USERNAME_REQUIRED,
  USERNAME_TOO_LONG,
  USERNAME_TOO_SHORT,
} from './messages';

/** Usernames arrive in any case and spacing and are stored normalised, the same way the KDF salts them. */
export const usernameField = z
  .string()
  .max(USERNAME_INPUT_MAX_LENGTH, USERNAME_TOO_LONG)
  .transform(normalizeUsername)
  .refine((name) => name.length >= USERNAME_MIN_LENGTH, USERNAME_TOO_SHORT)
  .refine((name) => name.length <= USERNAME_MAX_LENGTH, USERNAME_TOO_LONG)
  .refine(isValidUsername, USERNAME_CHARACTERS);

/** A name typed at sign-in: only bounded, never normalised here (the server does that). */
export const typedUsernameField = z.string().min(1, USERNAME_REQUIRED).max(USERNAME_INPUT_MAX_LENGTH);

/** The HKDF auth key (base64url of 32 bytes): the only credential a client ever sends. */
export const authKeyField = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid credentials format');

export const sealedField = (maxLength: number) =>
  z
    .string()
    .max(maxLength, `Encrypted value is longer than ${maxLength} characters`)
    .regex(
      /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/,
      'Encrypted value must be base64',
    )
    .refine((value) => value.length >= SEALED_MIN_LENGTH, 'Encrypted value is too short');

/** Raw uncompressed P-256 point, base64url: 65 bytes. */
export const publicKeyField = z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'Invalid public key');

export const kdfIterationsField = z.number().int().min(MIN_KDF_ITERATIONS).max(MAX_KDF_ITERATIONS);

/** Ids are PostgreSQL integers: 2147483647 itself is refused, as the spec's client does. */
export const MAX_ID = 2_147_483_646;

export const idParam = z.coerce
  .number({ error: 'Id must be a number' })
  .int('Id must be a whole number')
  .positive('Id must be positive')
  .max(MAX_ID, 'Id is out of range');

export const displayNameField = z
  .string()
  .trim()
  .min(1, 'Display name is required')
  .max(DISPLAY_NAME_MAX_LENGTH, `Display name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters`);

export const reminderField = z.string().trim().max(REMINDER_MAX_LENGTH, REMINDER_TOO_LONG);
